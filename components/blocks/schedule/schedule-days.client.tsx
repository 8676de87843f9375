'use client';

import { SHOWING } from '@/components/shared/showing-clock';
import { updateSearch, useHydrated, useSearch } from '@/components/shared/url-state';
import { useShowingClock } from '@/components/shared/use-showing-clock';
import { capitalise, dayLabel, formatDayKeyLong } from '@/lib/time';

export interface ScheduleDaySection {
  /** Oslo day key, `2026-11-22`. */
  key: string;
  /** The day's last instant shown (ISO 8601): its last showing's start plus the grace, as the showing clock hides it. */
  until: string;
  /** The day's server-rendered list. */
  content: React.ReactNode;
}

export interface ScheduleDaysProps {
  blockId: string;
  /** Coming days in date order, a few more than `limit` in reserve for when the first are over. */
  days: ScheduleDaySection[];
  /** How many days the schedule shows. */
  limit: number;
  /**
   * The render clock (ISO 8601, lib/render-clock.ts): what the server HTML shows until the
   * visitor's clock takes over, the same as at the build clock.
   */
  renderNow: string;
}

/** The block id whose day keeps the bare parameter name. */
const PRIMARY_SCHEDULE_ID = 'schedule';

/** The query parameter of a schedule's chosen day: `dato` for the block `schedule`, `<block id>-dato` for any other. */
export const dayParam = (blockId: string): string =>
  blockId === PRIMARY_SCHEDULE_ID ? 'dato' : `${blockId}-dato`;

/** Day picker of the schedule: without JavaScript every day is listed; in the browser one at a time, kept in the URL. */
export function ScheduleDays({ blockId, days, limit, renderNow }: ScheduleDaysProps) {
  const hydrated = useHydrated();
  const now = useShowingClock(renderNow);
  const nowIso = new Date(now).toISOString();
  const param = dayParam(blockId);
  const wanted = useSearch().get(param);
  const shown = days.filter((day) => Date.parse(day.until) >= now).slice(0, limit);
  const selected = hydrated
    ? (shown.find((day) => day.key === wanted) ?? shown[0])?.key
    : undefined;
  const visible = (key: string) =>
    shown.some((day) => day.key === key) && (selected === undefined || key === selected);
  // Every day is over: the schedule's empty state (data-showing-none) takes over.
  if (shown.length === 0) return null;
  // The showing clock's inline script relabels before hydration; React keeps that text
  // (suppressHydrationWarning) until its own clock takes over.
  const label = (day: ScheduleDaySection) => ({
    [SHOWING.day]: day.key,
    [SHOWING.label]: capitalise(formatDayKeyLong(day.key)),
    suppressHydrationWarning: true,
    children: dayLabel(day.key, nowIso),
  });
  return (
    <>
      <nav aria-label="Velg dag" className="day-picker">
        <ul>
          {shown.map((day) => (
            <li key={day.key} {...{ [SHOWING.until]: day.until }}>
              {hydrated ? (
                <button
                  type="button"
                  aria-pressed={day.key === selected}
                  onClick={() => updateSearch({ [param]: [day.key] })}
                  {...label(day)}
                />
              ) : (
                <a href={`#${blockId}-${day.key}`} {...label(day)} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {days.map((day) => (
        <section
          key={day.key}
          id={`${blockId}-${day.key}`}
          className="schedule__day"
          aria-labelledby={`${blockId}-${day.key}-title`}
          hidden={!visible(day.key)}
          {...{ [SHOWING.until]: day.until }}
        >
          <h3 id={`${blockId}-${day.key}-title`} {...label(day)} />
          {day.content}
        </section>
      ))}
    </>
  );
}
