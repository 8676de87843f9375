import type { AnalyticsItem } from './analytics-item';

/** Marks the page as a view of one production, for GA4 `view_item` (docs/product.md, Analytics events). */
export function ViewItem({ item }: { item: AnalyticsItem }) {
  return <span hidden data-analytics-view-item={JSON.stringify(item)} />;
}
