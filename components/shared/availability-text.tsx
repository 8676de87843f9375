import type { Availability } from '@/lib/schemas';
import { availabilityStatus } from './format';

/**
 * An event's availability as text: "Ledige billetter", "Få billetter igjen" or "Utsolgt" for a
 * show; "Ledig" or "Opptatt" for a rental hour (issue 11, item 5).
 */
export function AvailabilityText({
  availability,
  rental,
}: {
  availability: Availability;
  rental: boolean;
}) {
  const status = availabilityStatus(availability, rental);
  return <span className={`availability availability--${status.modifier}`}>{status.text}</span>;
}
