'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { selectContentEvent, viewItemEvent } from './analytics-events';
import {
  ANALYTICS_ITEM_ATTRIBUTE,
  VIEW_ITEM_ATTRIBUTE,
  parseAnalyticsItem,
  type AnalyticsItem,
} from './analytics-item';
import { sendAnalyticsEvent } from './gtag';

/**
 * Sends the events of docs/product.md, Analytics events while `enabled` (statistics consent):
 * `select_content` on a click on any `a[data-analytics-item]` (one delegated listener), and
 * `view_item` for the `[data-analytics-view-item]` marks of the page after each navigation.
 */
export function AnalyticsListener({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest(`a[${ANALYTICS_ITEM_ATTRIBUTE}]`)
          : null;
      const item = link && parseAnalyticsItem(link.getAttribute(ANALYTICS_ITEM_ATTRIBUTE));
      if (item) sendAnalyticsEvent(selectContentEvent(item));
    };
    // Capture phase: the event is recorded even if a later handler stops propagation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const marks = document.querySelectorAll(`[${VIEW_ITEM_ATTRIBUTE}]`);
    const items = [...marks]
      .map((mark) => parseAnalyticsItem(mark.getAttribute(VIEW_ITEM_ATTRIBUTE)))
      .filter((item): item is AnalyticsItem => item !== null);
    if (items.length > 0) sendAnalyticsEvent(viewItemEvent(items));
  }, [enabled, pathname]);

  return null;
}
