'use client';

import Link from 'next/link';
import { useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectWatchList, selectWatchListError, selectWatchListLoading } from '@/store/watch-list/watch-list-selectors';
import { watchListRequested } from '@/store/watch-list/watch-list-slice';
import { LoadError } from '../member-shared/load-error';
import { MemberGate } from '../member-shared/member-gate.client';
import sharedStyles from '../member-shared/member.module.css';
import styles from './member-watch-list.module.css';
import { WatchListItem } from './watch-list-item';

export interface MyWatchListProps {
  /** Film page path by EDI number, for the films the site has. */
  filmPaths: Record<string, string>;
  headingLevel: 2 | 3;
}

/** The logged-in member's watch list, fetched when the screen opens. */
function WatchListView({ filmPaths, headingLevel }: MyWatchListProps) {
  const dispatch = useAppDispatch();
  const movies = useAppSelector(selectWatchList);
  const loading = useAppSelector(selectWatchListLoading);
  const error = useAppSelector(selectWatchListError);
  // Before paint, so the empty state never flashes ahead of the request.
  useLayoutEffect(() => {
    dispatch(watchListRequested());
  }, [dispatch]);

  if (loading) return <p role="status" className={sharedStyles.status}>Henter listen din …</p>;
  if (error) return <LoadError lead="Vi fikk ikke hentet listen din." message={error.message} onRetry={() => dispatch(watchListRequested())} />;
  if (movies.length === 0) {
    return (
      <div className={sharedStyles.notice}>
        <p>Listen din er tom. Legg til filmer fra filmsidene.</p>
        <p>
          <Link href="/kinoprogram">Se kinoprogrammet</Link>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {movies.map((movie) => (
        <li key={movie.id}>
          <WatchListItem movie={movie} path={movie.ediNumber ? filmPaths[movie.ediNumber] : undefined} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** "Min liste": the films the member has saved, or a way to log in. */
export function MyWatchList(props: MyWatchListProps) {
  return (
    <MemberGate message="Logg inn for å se listen din.">
      <WatchListView {...props} />
    </MemberGate>
  );
}
