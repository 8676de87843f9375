/** The item the analytics events carry (docs/product.md, Analytics events), handed to the island as JSON in a data attribute. */
export interface AnalyticsItem {
  /** Production id; on a ticket link, the event (showtime) id. */
  id: string;
  name: string;
  brand: string;
  /** Where the item is shown or clicked, e.g. "Billetter" on a production page. */
  listName: string;
  /** Production `typeText`, e.g. "Film", "Konsert". */
  category: string;
  /** Event (showtime) id, on a ticket link. Sent as GA4 `item_variant`. */
  variant?: string;
}

export const ANALYTICS_ITEM_ATTRIBUTE = 'data-analytics-item';
export const VIEW_ITEM_ATTRIBUTE = 'data-analytics-view-item';

/** Attributes for a buy link: a click sends GA4 `select_content` once the visitor consented to statistics. */
export function analyticsItemAttributes(item: AnalyticsItem): {
  [ANALYTICS_ITEM_ATTRIBUTE]: string;
} {
  return { [ANALYTICS_ITEM_ATTRIBUTE]: JSON.stringify(item) };
}

const FIELDS = ['id', 'name', 'brand', 'listName', 'category'] as const;

function isAnalyticsItem(value: unknown): value is AnalyticsItem {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Partial<Record<keyof AnalyticsItem, unknown>>;
  return (
    FIELDS.every((key) => typeof fields[key] === 'string') &&
    ['undefined', 'string'].includes(typeof fields.variant)
  );
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Reads an item back from a data attribute; `null`, logged, when it is malformed: one broken link must not break the page. */
export function parseAnalyticsItem(json: string | null): AnalyticsItem | null {
  const value = parseJson(json ?? '');
  if (!isAnalyticsItem(value)) {
    console.error(
      `analytics: ignoring an item attribute that is not {id, name, brand, listName, category}: ${json}`,
    );
    return null;
  }
  const { id, name, brand, listName, category, variant } = value;
  return { id, name, brand, listName, category, ...(variant !== undefined && { variant }) };
}
