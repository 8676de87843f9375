'use client';

import { useSyncExternalStore } from 'react';
import { analyticsItemAttributes } from '@/components/analytics/analytics-item';
import { LiveStatusText } from '@/components/shared/live-status-text';
import { useShowingClock } from '@/components/shared/use-showing-clock';
import type { ProgrammeFilm } from '@/lib/programme-showings';
import type { WatchListMovie } from '@/lib/schemas';
import { capitalise, formatClock, formatDayLong } from '@/lib/time';
import {
  programmeServerSnapshot,
  programmeSnapshot,
  subscribeProgramme,
  type ProgrammeState,
} from './programme-store';
import { nextShowings, programmeFilmOf } from './watch-list-showings';
import styles from './member-watch-list.module.css';

/** The analytics list name of purchases made from the watch list. */
const LIST_NAME = 'Min liste';

/** What the built programme says of a watch-list film: still loading, unknown (the file failed), or its film (undefined: not on the programme). */
export type FilmOnProgramme =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; film: ProgrammeFilm | undefined; brand: string; builtAt: string };

/** The built programme's film for a watch-list entry (docs/product.md, Watch list and the programme). */
export function useFilmOnProgramme(movie: WatchListMovie): FilmOnProgramme {
  const state: ProgrammeState = useSyncExternalStore(
    subscribeProgramme,
    programmeSnapshot,
    programmeServerSnapshot,
  );
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'failed') return { status: 'failed' };
  const { films, brand, builtAt } = state.programme;
  return { status: 'ready', film: programmeFilmOf(movie, films), brand, builtAt };
}

/** The next showings of a film on the programme, each with its live status and ticket link. */
function NextShowings({
  film,
  brand,
  builtAt,
}: {
  film: ProgrammeFilm;
  brand: string;
  builtAt: string;
}) {
  const now = useShowingClock(builtAt);
  const showings = nextShowings(film.showings, now);
  if (showings.length === 0)
    return <p className={styles.notShowing}>Står ikke på programmet nå.</p>;
  return (
    <ul className={styles.showings} aria-label={`Neste visninger av ${film.title}`}>
      {showings.map((showing) => (
        <li key={showing.id} className={styles.showing}>
          {/* The long day, as the ticket list's headings: the short one would add its formatter to the chunks content pages share. */}
          <time dateTime={showing.start}>
            {capitalise(formatDayLong(showing.start))} kl. {formatClock(showing.start)}
          </time>
          <span className={styles.hall}>{showing.hall}</span>
          <LiveStatusText
            className={styles.status ?? ''}
            event={{
              id: showing.id,
              startTime: showing.start,
              availability: showing.availability,
              ticketUrl: showing.url,
            }}
            title={film.title}
            rental={false}
            linkAttributes={analyticsItemAttributes({
              id: film.id,
              variant: showing.id,
              name: film.title,
              brand,
              listName: LIST_NAME,
              category: film.category,
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/** A watch-list film's place on the programme: its next showings, or that it is not on now. */
export function WatchListShowings({ programme }: { programme: FilmOnProgramme }) {
  if (programme.status === 'loading') return null;
  if (programme.status === 'failed')
    return <p className={styles.notShowing}>Vi fikk ikke hentet programmet akkurat nå.</p>;
  if (!programme.film) return <p className={styles.notShowing}>Står ikke på programmet nå.</p>;
  return <NextShowings film={programme.film} brand={programme.brand} builtAt={programme.builtAt} />;
}
