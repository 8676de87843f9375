import type { Event } from '@/lib/schemas';
import { formatClock, formatDayLong } from '@/lib/time';
import { availabilityStatus } from './format';
import { LIVE, statusHidden } from './live-status';

interface LiveStatusTextProps {
  event: Pick<Event, 'id' | 'startTime' | 'availability' | 'ticketUrl'>;
  /** The production's title, for the ticket link's accessible name. */
  title: string;
  /** A hall hour: "Ledig" / "Opptatt" and "Bestill". */
  rental: boolean;
  /** A showtime chip: the status only when it is not simply available, and a short link text. */
  compact?: boolean;
  className: string;
  /** Marks on the ticket link, e.g. the analytics item (components/analytics/analytics-item.ts). */
  linkAttributes?: Record<`data-${string}`, string>;
}

/** A showing's status and ticket link outside the film page, marked up for the live correction (live-status.ts). */
export function LiveStatusText({
  event,
  title,
  rental,
  compact = false,
  className,
  linkAttributes,
}: LiveStatusTextProps) {
  const { text, modifier } = availabilityStatus(event.availability, rental);
  const when = `${formatDayLong(event.startTime)} kl. ${formatClock(event.startTime)}`;
  const [shown, rest] = rental
    ? ['Bestill', ` ${title}, ${when}`]
    : compact
      ? ['Kjøp', ` billett til ${title}, ${when}`]
      : ['Kjøp billett', ` til ${title}, ${when}`];
  return (
    <span
      className={className}
      {...{
        [LIVE.event]: event.id,
        ...(rental && { [LIVE.rental]: '' }),
        ...(compact && { [LIVE.compact]: '' }),
      }}
    >
      <span
        className={`availability availability--${modifier}`}
        hidden={statusHidden(compact, modifier) || undefined}
      >
        {text}
      </span>{' '}
      <a
        className="live-ticket"
        href={event.ticketUrl}
        hidden={event.availability === 'soldout' || undefined}
        {...linkAttributes}
      >
        {shown}
        <span className="visually-hidden">{rest}</span>
      </a>
    </span>
  );
}
