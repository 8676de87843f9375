import type { AnalyticsItem } from './analytics-item';

/** An item as sent to GA4: our fields plus the same values under GA4's item names, which its reports read. */
export interface Ga4Item extends AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_list_name: string;
  item_category: string;
  item_variant?: string;
}

/** GA4 parameters of `select_content` (a ticket purchase click) and `view_item` (a production view). */
export type AnalyticsEvent =
  | {
      name: 'select_content';
      params: { content_type: 'product'; content_id: string; items: Ga4Item[] };
    }
  | { name: 'view_item'; params: { items: Ga4Item[] } };

export function ga4Item(item: AnalyticsItem): Ga4Item {
  return {
    ...item,
    item_id: item.id,
    item_name: item.name,
    item_brand: item.brand,
    item_list_name: item.listName,
    item_category: item.category,
    ...(item.variant !== undefined && { item_variant: item.variant }),
  };
}

export function selectContentEvent(item: AnalyticsItem): AnalyticsEvent {
  return {
    name: 'select_content',
    params: { content_type: 'product', content_id: item.id, items: [ga4Item(item)] },
  };
}

/** The event for a page showing these items (normally one production). */
export function viewItemEvent(items: AnalyticsItem[]): AnalyticsEvent {
  return { name: 'view_item', params: { items: items.map(ga4Item) } };
}

/** Sends a GA4 event once statistics were granted; here, not in gtag.ts, so every page's listener stays small. */
export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  window.gtag?.('event', event.name, event.params);
}
