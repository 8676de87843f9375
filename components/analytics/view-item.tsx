import type { AnalyticsItem } from './analytics-item';

/**
 * Marks the page as a view of one production: the analytics island reads it after each navigation
 * and sends GA4 `view_item` once the visitor has consented to statistics (docs/product.md, Analytics events).
 * A server component rendering a hidden, empty span.
 */
export function ViewItem({ item }: { item: AnalyticsItem }) {
  return <span hidden data-analytics-view-item={JSON.stringify(item)} />;
}
