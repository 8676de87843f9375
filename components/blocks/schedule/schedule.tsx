import Link from 'next/link';
import { AVAILABILITY_TEXT, TAG_TEXT } from '@/components/shared/format';
import { productionHref } from '@/components/shared/production-links';
import { upcoming } from '@/components/shared/showtimes';
import type { Event } from '@/lib/schemas';
import { formatClock, formatDayLong, osloDayKey } from '@/lib/time';
import type { BlockProps } from '../types';

/** Groups events by their Oslo day, in order. */
function byDay(events: Event[]): [string, Event[]][] {
  const days = new Map<string, Event[]>();
  for (const event of events) {
    const key = osloDayKey(new Date(event.startTime));
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return [...days];
}

function dayLabel(key: string, todayKey: string, tomorrowKey: string): string {
  if (key === todayKey) return 'I dag';
  if (key === tomorrowKey) return 'I morgen';
  // Noon UTC falls on the same calendar day in Oslo all year.
  const text = formatDayLong(`${key}T12:00:00Z`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Schedule: coming showtimes grouped by day in Europe/Oslo, with a day picker of anchor links
 * (today, tomorrow, weekday names); past showtimes are left out. Works without JavaScript.
 */
export function Schedule({ block, context }: BlockProps<'schedule'>) {
  const productions = new Map((block.data.productions ?? []).map((production) => [production.pageReference, production]));
  const events = upcoming(block.data.events ?? [], context.now).filter((event) => productions.has(event.production.pageReference));
  const days = byDay(events).slice(0, block.props.days ?? 7);
  const todayKey = osloDayKey(new Date(context.now));
  const tomorrowKey = osloDayKey(new Date(Date.parse(context.now) + 24 * 60 * 60 * 1000));
  const headingId = `${block.id}-title`;
  return (
    <section className="schedule" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title ?? 'Spilleplan'}</h2>
      {days.length === 0 ? (
        <p>Ingen visninger er lagt ut for de neste dagene.</p>
      ) : (
        <>
          <nav aria-label="Velg dag" className="day-picker">
            <ul>
              {days.map(([key]) => (
                <li key={key}>
                  <a href={`#${block.id}-${key}`}>{dayLabel(key, todayKey, tomorrowKey)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {days.map(([key, dayEvents]) => (
            <section key={key} id={`${block.id}-${key}`} className="schedule__day" aria-labelledby={`${block.id}-${key}-title`}>
              <h3 id={`${block.id}-${key}-title`}>{dayLabel(key, todayKey, tomorrowKey)}</h3>
              <ul className="schedule__list">
                {dayEvents.map((event) => {
                  const production = productions.get(event.production.pageReference);
                  if (!production) return null;
                  return (
                    <li key={event.id} className="showtime">
                      <time className="showtime__time" dateTime={event.startTime}>{formatClock(event.startTime)}</time>
                      <Link className="showtime__title" href={productionHref(production)}>{production.title}</Link>
                      <span className="showtime__details">
                        {[event.location.name, event.format, ...event.tags.map((tag) => TAG_TEXT[tag] ?? tag)].filter(Boolean).join(' · ')}
                      </span>
                      <span className={`availability availability--${event.availability}`}>{AVAILABILITY_TEXT[event.availability]}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
