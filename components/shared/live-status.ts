import type { Availability } from '@/lib/schemas';
import { availabilityStatus } from './format';

/**
 * Marks for live availability outside the ticket list (docs/product.md, One availability): `event`
 * holds the event id, `rental` marks a hall hour ("Ledig"/"Opptatt"), `compact` a chip.
 */
export const LIVE = {
  event: 'data-live-event',
  rental: 'data-live-rental',
  compact: 'data-live-compact',
} as const;

/** True when a status says nothing worth the space: a compact status of a showing on sale (a free hall hour). */
export const statusHidden = (compact: boolean, modifier: Availability): boolean =>
  compact && modifier === 'available';

/** Shows `availability` in place, keeping the server's text node for the island that owns it. */
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
