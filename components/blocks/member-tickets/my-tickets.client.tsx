'use client';

import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatClock, formatDayLong } from '@/lib/time';
import {
  selectTickets,
  selectTicketsError,
  selectTicketsLoading,
  selectTicketsPaging,
  selectTicketsSavedAt,
} from '@/store/tickets/tickets-selectors';
import { moreTicketsRequested, ticketsRequested } from '@/store/tickets/tickets-slice';
import { MemberGate } from '../member-shared/member-gate.client';
import { MemberListState } from '../member-shared/member-list-state.client';
import sharedStyles from '../member-shared/member.module.css';
import { ShowMore } from '../member-shared/show-more.client';
import styles from './member-tickets.module.css';
import { TicketCard } from './ticket-card';
import type { TicketCalendar } from '@/lib/ticket-calendar';

/** The logged-in member's tickets, fetched when the screen opens. */
function TicketsView({
  headingLevel,
  calendar,
}: {
  headingLevel: 2 | 3;
  /** The build's showings and site, for «Legg i kalender» (tickets-island passes them; tests may not). */
  calendar?: TicketCalendar;
}) {
  const dispatch = useAppDispatch();
  const tickets = useAppSelector(selectTickets);
  const loading = useAppSelector(selectTicketsLoading);
  const error = useAppSelector(selectTicketsError);
  const savedAt = useAppSelector(selectTicketsSavedAt);
  const paging = useAppSelector(selectTicketsPaging);
  const listRef = useRef<HTMLUListElement>(null);
  // Before paint, so the empty state never flashes ahead of the request.
  useLayoutEffect(() => {
    dispatch(ticketsRequested());
  }, [dispatch]);

  // With a saved copy the error is told above the tickets, which stay (their QR codes count at the door).
  const stale = savedAt !== null;
  return (
    <MemberListState
      loading={loading}
      error={stale ? null : error}
      empty={tickets.length === 0}
      loadingText="Henter billettene dine …"
      errorLead="Vi fikk ikke hentet billettene dine."
      emptyText="Du har ingen billetter her ennå. Billetter du kjøper som medlem, dukker opp her."
      onRetry={() => dispatch(ticketsRequested())}
    >
      {stale && (
        <div role="status" className={sharedStyles.notice}>
          <p>
            {error?.message} Billettene under ble sist oppdatert {formatDayLong(new Date(savedAt))}{' '}
            kl. {formatClock(new Date(savedAt))}.
          </p>
          <button
            type="button"
            className={sharedStyles.button}
            onClick={() => dispatch(ticketsRequested())}
          >
            Prøv igjen
          </button>
        </div>
      )}
      <ul ref={listRef} className={styles.list}>
        {tickets.map((ticket, index) => (
          <li key={`${ticket.qrCode ?? ticket.movieId}-${ticket.startTime}-${index}`}>
            <TicketCard ticket={ticket} headingLevel={headingLevel} calendar={calendar} />
          </li>
        ))}
      </ul>
      <ShowMore
        paging={paging}
        count={tickets.length}
        listRef={listRef}
        errorLead="Vi fikk ikke hentet flere billetter."
        onMore={() => dispatch(moreTicketsRequested())}
      />
    </MemberListState>
  );
}

/** "Mine billetter": the member's tickets, each with its calendar file, or a way to log in. */
export function MyTickets({
  headingLevel,
  calendar,
}: {
  headingLevel: 2 | 3;
  /** The build's showings and site, for «Legg i kalender» (tickets-island passes them; tests may not). */
  calendar?: TicketCalendar;
}) {
  return (
    <MemberGate message="Logg inn for å se billettene dine.">
      <TicketsView headingLevel={headingLevel} calendar={calendar} />
    </MemberGate>
  );
}
