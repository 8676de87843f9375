'use client';

import type { ReactNode } from 'react';
import { SHOWING } from '@/components/shared/showing-clock';
import { useShowingClock } from '@/components/shared/use-showing-clock';
import { groupByDay, splitDays, type TicketDay } from './ticket-days';
import type { TicketRow } from './ticket-row';

export interface TicketDaysProps {
  rows: TicketRow[];
  /**
   * The render clock (ISO 8601, lib/render-clock.ts): the split the server HTML and hydration use,
   * the same as at the build clock.
   */
  renderNow: string;
  /** `visninger`, `forestillinger`, `timer`. */
  noun: string;
  renderRow: (row: TicketRow) => ReactNode;
}

function Day({ day, renderRow }: { day: TicketDay; renderRow: TicketDaysProps['renderRow'] }) {
  // A day group: the showing clock hides it, heading and all, once every row in it is over.
  return (
    <div className="ticket-list__day" {...{ [SHOWING.group]: '' }}>
      <h3 className="ticket-list__day-title">{day.day}</h3>
      <ul className="ticket-list__list">{day.rows.map(renderRow)}</ul>
    </div>
  );
}

/** Rows by day, the rest in a `<details>` kept in the DOM, so the showing clock corrects them too. */
export function TicketDays({ rows, renderNow, noun, renderRow }: TicketDaysProps) {
  const now = useShowingClock(renderNow);
  const { first, rest, coming } = splitDays(groupByDay(rows), now);
  return (
    <>
      {first.map((day) => (
        <Day key={day.day} day={day} renderRow={renderRow} />
      ))}
      {rest.length > 0 && (
        <details className="ticket-list__more">
          <summary>
            <span className="ticket-list__show-all">
              Vis alle {coming} {noun}
            </span>
            <span className="ticket-list__show-fewer">Vis færre</span>
          </summary>
          {rest.map((day) => (
            <Day key={day.day} day={day} renderRow={renderRow} />
          ))}
        </details>
      )}
    </>
  );
}
