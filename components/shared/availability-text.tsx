import type { Availability } from '@/lib/schemas';
import { availabilityStatus } from './format';

/** An event's availability as text; a rental hour is "Ledig" or "Opptatt". */
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
