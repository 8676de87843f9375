/**
 * The item that the analytics events carry (docs/product.md, Analytics events: id, name, brand,
 * listName, category), and how server components hand it to the client island: as JSON in a
 * data attribute, so no page needs client code of its own.
 */
export interface AnalyticsItem {
  /** Production id; on a ticket link, the event (showtime) id. */
  id: string;
  /** Production title. */
  name: string;
  /** The site title, e.g. "Kulturhuset". */
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

/**
 * Attributes to spread onto a buy link, `<a {...analyticsItemAttributes(item)} href=…>`: a click on
 * it sends GA4 `select_content` once the visitor has consented to statistics.
 */
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

/**
 * Reads an item back from a data attribute, keeping only the known fields. Returns `null` (and logs
 * the attribute) when the JSON is malformed or a field is missing: a broken attribute on one link
 * must not break the page, but it is a bug to fix, so it is not silent.
 */
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
