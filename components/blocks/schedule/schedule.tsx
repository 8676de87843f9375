import { showingDetails } from '@/components/shared/format';
import { LiveStatusText } from '@/components/shared/live-status-text';
import { productionHref } from '@/components/shared/production-links';
import { leavesAt, showingAttributes, SHOWING } from '@/components/shared/showing-clock';
import { showingsRenderClock, upcoming } from '@/components/shared/showtimes';
import { eventsNounOfAll, rentalOf } from '@/lib/production-types';
import { formatClock } from '@/lib/time';
import type { BlockProps } from '../types';
import { groupByOsloDay } from './group-by-day';
import { ScheduleDaysLoader } from './schedule-days-loader.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';
import { ShowingClockScript } from '@/components/shared/showing-clock-script';
import { EmptyState } from '@/components/shared/empty-state';

/** Days rendered beyond the block's `days`, shown when the first days are over (showing-clock.ts). */
const RESERVE_DAYS = 2;

/** The most showtimes one day renders (docs/product.md, Programme at scale): 10,000 productions made 14 MB a week. */
export const MAX_SHOWINGS_PER_DAY = 100;

/** Schedule: coming showtimes grouped by Oslo day; the day picker shows one at a time. */
export function Schedule({ block, context }: BlockProps<'schedule'>) {
  const productions = new Map(
    (block.data.productions ?? []).map((production) => [production.pageReference, production]),
  );
  const events = upcoming(block.data.events ?? [], context.now).filter((event) =>
    productions.has(event.production.pageReference),
  );
  const noun = eventsNounOfAll(context.site, [...productions.values()]);
  const limit = block.props.days ?? 7;
  const allDays = groupByOsloDay(events);
  const days = allDays.slice(0, limit + RESERVE_DAYS);
  const headingId = `${block.id}-title`;
  return (
    <section className="schedule" aria-labelledby={headingId} {...{ [SHOWING.scope]: '' }}>
      <ShowingClockScript days />
      <h2 id={headingId}>{block.props.title ?? 'Spilleplan'}</h2>
      <EmptyState shown={days.length === 0} more={allDays.length > days.length} noun={noun}>
        Ingen {noun} er lagt ut for de neste dagene.
      </EmptyState>
      {days.length > 0 && (
        <IslandBoundary name="schedule-days">
          <ScheduleDaysLoader
            blockId={block.id}
            limit={limit}
            // A day leaves the picker as its last showing counts as past (`until`).
            renderNow={showingsRenderClock(
              context.now,
              days.flatMap((day) => day.events.slice(-1).map((event) => event.startTime)),
            )}
            days={days.map((day) => ({
              key: day.key,
              until: leavesAt(day.events.at(-1)?.startTime ?? ''),
              content: (
                <>
                  <ul className="schedule__list">
                    {day.events.slice(0, MAX_SHOWINGS_PER_DAY).map((event) => {
                      const production = productions.get(event.production.pageReference);
                      if (!production) return null;
                      return (
                        <li
                          key={event.id}
                          className="showtime"
                          {...showingAttributes(event.startTime)}
                        >
                          <time className="showtime__time" dateTime={event.startTime}>
                            {formatClock(event.startTime)}
                          </time>
                          <a className="showtime__title" href={productionHref(production)}>
                            {production.title}
                          </a>
                          <span className="showtime__details">{showingDetails(event)}</span>
                          <LiveStatusText
                            className="showtime__status"
                            event={event}
                            title={production.title}
                            rental={Boolean(rentalOf(context.site, production))}
                          />
                        </li>
                      );
                    })}
                  </ul>
                  {day.events.length > MAX_SHOWINGS_PER_DAY && (
                    <p className="schedule__more">
                      Og {(day.events.length - MAX_SHOWINGS_PER_DAY).toLocaleString('nb-NO')} {noun}{' '}
                      til denne dagen.
                    </p>
                  )}
                </>
              ),
            }))}
          />
        </IslandBoundary>
      )}
    </section>
  );
}
