import type { Availability } from '@/lib/schemas';
import { availabilityStatus } from './format';

/**
 * Live availability outside the film page's ticket list (docs/product.md, One availability): how
 * a schedule row or a programme showtime chip marks its status, so that one small module loaded on
 * demand (`live-status-run.client.tsx`) can ask the runtime service once for every showing on the
 * page and correct the build's status in place.
 *
 * - `data-live-event="<event id>"` on the element holding one showing's status (`.availability`)
 *   and ticket link (`a`, `hidden` while the showing is sold out);
 * - `data-live-rental` on it too when the showing is a hall hour ("Ledig" / "Opptatt", never
 *   "Utsolgt"), and `data-live-compact` on a chip, where space is short: its status shows only
 *   when the showing is not simply on sale.
 */

export const LIVE = {
  event: 'data-live-event',
  rental: 'data-live-rental',
  compact: 'data-live-compact',
} as const;

/** True when a status says nothing worth the space: a compact status of a showing on sale (a free hall hour). */
export const statusHidden = (compact: boolean, modifier: Availability): boolean =>
  compact && modifier === 'available';

/**
 * Shows `availability` on one marked showing element. It changes the text node the server
 * rendered instead of replacing it, so the island that owns the markup still finds its nodes.
 */
export function showLiveAvailability(element: Element, availability: Availability): void {
  const { text, modifier } = availabilityStatus(availability, element.hasAttribute(LIVE.rental));
  const status = element.querySelector<HTMLElement>('.availability');
  if (status) {
    const node = status.firstChild;
    if (node?.nodeType === Node.TEXT_NODE) {
      if (node.nodeValue !== text) node.nodeValue = text;
    } else if (status.textContent !== text) status.textContent = text;
    const className = `availability availability--${modifier}`;
    if (status.className !== className) status.className = className;
    status.hidden = statusHidden(element.hasAttribute(LIVE.compact), modifier);
  }
  const ticket = element.querySelector<HTMLElement>('a');
  if (ticket) ticket.hidden = availability === 'soldout';
}
