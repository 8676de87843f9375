import { LiveStatusText } from '@/components/shared/live-status-text';
import { productionHref } from '@/components/shared/production-links';
import { RentalNote } from '@/components/shared/rental-note';
import { SHOWING, showingAttributes } from '@/components/shared/showing-clock';
import { EmptyState } from '@/components/shared/empty-state';
import { ShowingClockScript } from '@/components/shared/showing-clock-script';
import { rentalOf } from '@/lib/production-types';
import type { Site } from '@/lib/schemas';
import {
  addDays,
  capitalise,
  formatClock,
  formatDayKeyLong,
  formatDayKeyShort,
  osloDay,
  osloWallTimeToIso,
} from '@/lib/time';
import type { BlockProps } from '../types';
import { weekOf, type WeekEntry } from './week-of';

const DEFAULT_DAYS = 7;
/** Hidden days after the shown ones: the grid rolls with the visitor's clock when the page is read days after its build. */
const RESERVE_DAYS = 7;

const columnAttributes = (day: string, index: number, shown: number) => ({
  // The day's last millisecond: the column goes at midnight (the clock hides an `until` once it is over).
  [SHOWING.until]: new Date(
    Date.parse(osloWallTimeToIso(addDays(osloDay(new Date(`${day}T12:00:00Z`)), 1), '00:00')) - 1,
  ).toISOString(),
  ...(index >= shown && { [SHOWING.over]: '' }),
});

// `data-showing-start` sits on the entry, not the cell, so a hidden entry never shifts the columns.
function Entry({ entry: { event, production }, site }: { entry: WeekEntry; site: Site }) {
  const rental = Boolean(rentalOf(site, production));
  return (
    <div
      className={`week-grid__entry${rental ? ' week-grid__entry--rental' : ''}`}
      {...showingAttributes(event.startTime)}
    >
      <a className="week-grid__title" href={productionHref(production)}>
        {production.title}
      </a>
      <span className="week-grid__time">
        <time dateTime={event.startTime}>{formatClock(event.startTime)}</time>
        {event.endTime && (
          <>
            –<time dateTime={event.endTime}>{formatClock(event.endTime)}</time>
          </>
        )}
      </span>
      {rental && (
        <LiveStatusText
          className="week-grid__status"
          event={event}
          title={production.title}
          rental
        />
      )}
    </div>
  );
}

/** Week grid: days across, hours down, a real table in a focusable region that scrolls sideways on a phone. */
export function WeekGrid({ block, context }: BlockProps<'weekGrid'>) {
  const shown = block.props.days ?? DEFAULT_DAYS;
  const week = weekOf(
    block.data.events ?? [],
    block.data.productions ?? [],
    context.now,
    shown + RESERVE_DAYS,
  );
  const headingId = `${block.id}-title`;
  const captionId = `${block.id}-caption`;
  const first = week.days[0] ?? '';
  const last = week.days[Math.min(shown, week.days.length) - 1] ?? first;
  const bookingUrl = week.entries
    .map(({ production }) => rentalOf(context.site, production)?.bookingUrl)
    .find(Boolean);
  return (
    <section className="week-grid" aria-labelledby={headingId} {...{ [SHOWING.scope]: '' }}>
      <ShowingClockScript days />
      <h2 id={headingId}>{block.props.title}</h2>
      <EmptyState shown={week.entries.length === 0} more={week.more} noun="timer">
        Ingen timer er lagt ut for de neste dagene.
      </EmptyState>
      {week.entries.length > 0 && (
        <>
          <p className="week-grid__hint">Rull tabellen sidelengs for å se hele uka.</p>
          <div className="week-grid__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="week-grid__table">
              <caption id={captionId}>
                <span className="visually-hidden">{block.props.title}, </span>
                {/* The days shown: the showing clock rewrites it as the grid rolls. */}
                <span {...{ [SHOWING.range]: '' }} suppressHydrationWarning>
                  {`${capitalise(formatDayKeyLong(first))} – ${formatDayKeyLong(last)}`}
                </span>
              </caption>
              <thead>
                <tr {...{ [SHOWING.columns]: shown }}>
                  <th scope="col">Tid</th>
                  {week.days.map((day, index) => (
                    <th
                      key={day}
                      scope="col"
                      {...columnAttributes(day, index, shown)}
                      {...{ [SHOWING.label]: formatDayKeyLong(day) }}
                    >
                      <time dateTime={day}>{formatDayKeyShort(day)}</time>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {week.hours.map((hour) => (
                  <tr key={hour} {...{ [SHOWING.columns]: shown }}>
                    <th scope="row">{`${String(hour).padStart(2, '0')}:00`}</th>
                    {week.days.map((day, index) => (
                      <td key={day} {...columnAttributes(day, index, shown)}>
                        {week.cells
                          .get(day)
                          ?.get(hour)
                          ?.map((entry) => (
                            <Entry key={entry.event.id} entry={entry} site={context.site} />
                          ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {bookingUrl && (
            <RentalNote className="week-grid__rental" where="tabellen" bookingUrl={bookingUrl} />
          )}
        </>
      )}
    </section>
  );
}
