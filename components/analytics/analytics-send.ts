import { selectContentEvent, sendAnalyticsEvent, viewItemEvent } from './analytics-events';
import {
  ANALYTICS_ITEM_ATTRIBUTE,
  VIEW_ITEM_ATTRIBUTE,
  parseAnalyticsItem,
  type AnalyticsItem,
} from './analytics-item';

// The analytics events of docs/product.md, from the page's marks; loaded once statistics are granted.

/** Sends `select_content` when `target` is inside an `a[data-analytics-item]`; else nothing. */
export function sendSelectContent(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest(`a[${ANALYTICS_ITEM_ATTRIBUTE}]`) : null;
  const item = link && parseAnalyticsItem(link.getAttribute(ANALYTICS_ITEM_ATTRIBUTE));
  if (item) sendAnalyticsEvent(selectContentEvent(item));
}

/** Sends one `view_item` for every `[data-analytics-view-item]` mark under `root`, if there is any. */
export function sendViewItems(root: ParentNode): void {
  const items = [...root.querySelectorAll(`[${VIEW_ITEM_ATTRIBUTE}]`)]
    .map((mark) => parseAnalyticsItem(mark.getAttribute(VIEW_ITEM_ATTRIBUTE)))
    .filter((item): item is AnalyticsItem => item !== null);
  if (items.length > 0) sendAnalyticsEvent(viewItemEvent(items));
}
