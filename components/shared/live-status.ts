import type { Availability } from '@/lib/schemas';
import { availabilityStatus } from './format';

/**
 * Live availability outside the film page's ticket list (docs/product.md, One availability): how
 * a schedule row or a programme showtime chip marks its status, so that one small module loaded on
 * demand (`live-status-run.client.tsx`) can ask the runtime service once for every showing on the
 * page and correct the build's status in place.
 *
 * - `data-live-event="<event id>"` on the element of one showing; `data-live-rental` too when it
 *   is a hall hour ("Ledig" / "Opptatt", never "Utsolgt").
 * - `data-live-status` on its status text; `data-live-status="compact"` (a chip, where space is
 *   short) shows the text only when the showing is not simply available.
 * - `data-live-ticket` on its ticket link, `hidden` while the showing is sold out (taken).
 */
export const LIVE = {
  event: 'data-live-event',
  rental: 'data-live-rental',
  status: 'data-live-status',
  ticket: 'data-live-ticket',
} as const;

/** `data-live-status` value of a status shown only when it is not "available". */
export const COMPACT = 'compact';

/** True when a status says nothing worth the space: a compact status of a showing on sale (a free hall hour). */
export const statusHidden = (compact: boolean, modifier: Availability): boolean =>
  compact && modifier === 'available';

/**
 * Shows `availability` on one marked showing element (contract above): its status text and
 * class, and its ticket link only while there are tickets. Touches only what differs, and changes
 * the text node the server rendered instead of replacing it, so the island that owns the markup
 * still finds its own nodes.
 */
export function showLiveAvailability(element: Element, availability: Availability): void {
  const { text, modifier } = availabilityStatus(availability, element.hasAttribute(LIVE.rental));
  const status = element.querySelector<HTMLElement>(`[${LIVE.status}]`);
  if (status) {
    const node = status.firstChild;
    if (node?.nodeType === Node.TEXT_NODE) {
      if (node.nodeValue !== text) node.nodeValue = text;
    } else if (status.textContent !== text) status.textContent = text;
    const className = `availability availability--${modifier}`;
    if (status.className !== className) status.className = className;
    status.hidden = statusHidden(status.getAttribute(LIVE.status) === COMPACT, modifier);
  }
  const ticket = element.querySelector<HTMLElement>(`[${LIVE.ticket}]`);
  if (ticket) ticket.hidden = availability === 'soldout';
}
