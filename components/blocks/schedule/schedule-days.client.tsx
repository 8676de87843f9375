'use client';

import { updateSearch, useHydrated, useSearch } from '@/components/shared/url-state';

export interface ScheduleDaySection {
  key: string;
  label: string;
  /** The day's server-rendered list. */
  content: React.ReactNode;
}

interface ScheduleDaysProps {
  blockId: string;
  days: ScheduleDaySection[];
}

/** The query parameter that holds the chosen day (`?dag=2026-11-22`), shared with the programme filters. */
export const DAY_PARAM = 'dag';

/**
 * Day picker of the schedule. Without JavaScript every day is listed and the picker links to
 * each; in the browser one day shows at a time, chosen with buttons and kept in the URL.
 */
export function ScheduleDays({ blockId, days }: ScheduleDaysProps) {
  const hydrated = useHydrated();
  const wanted = useSearch().get(DAY_PARAM);
  const selected = hydrated ? (days.find((day) => day.key === wanted) ?? days[0])?.key : undefined;
  return (
    <>
      <nav aria-label="Velg dag" className="day-picker">
        <ul>
          {days.map((day) => (
            <li key={day.key}>
              {hydrated ? (
                <button type="button" aria-pressed={day.key === selected} onClick={() => updateSearch({ [DAY_PARAM]: [day.key] })}>
                  {day.label}
                </button>
              ) : (
                <a href={`#${blockId}-${day.key}`}>{day.label}</a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {days.map((day) => (
        <section key={day.key} id={`${blockId}-${day.key}`} className="schedule__day" aria-labelledby={`${blockId}-${day.key}-title`} hidden={selected !== undefined && day.key !== selected}>
          <h3 id={`${blockId}-${day.key}-title`}>{day.label}</h3>
          {day.content}
        </section>
      ))}
    </>
  );
}
