'use client';

import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectWatchList,
  selectWatchListError,
  selectWatchListLoading,
  selectWatchListPaging,
} from '@/store/watch-list/watch-list-selectors';
import { moreWatchListRequested, watchListRequested } from '@/store/watch-list/watch-list-slice';
import { MemberGate } from '../member-shared/member-gate.client';
import { MemberListState } from '../member-shared/member-list-state.client';
import { ShowMore } from '../member-shared/show-more.client';
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
  const paging = useAppSelector(selectWatchListPaging);
  const listRef = useRef<HTMLUListElement>(null);
  // Before paint, so the empty state never flashes ahead of the request.
  useLayoutEffect(() => {
    dispatch(watchListRequested());
  }, [dispatch]);

  return (
    <MemberListState
      loading={loading}
      error={error}
      empty={movies.length === 0}
      loadingText="Henter listen din …"
      errorLead="Vi fikk ikke hentet listen din."
      emptyText="Listen din er tom. Legg til filmer fra filmsidene."
      onRetry={() => dispatch(watchListRequested())}
    >
      <ul ref={listRef} className={styles.list}>
        {movies.map((movie) => (
          <li key={movie.id}>
            <WatchListItem
              movie={movie}
              path={movie.ediNumber ? filmPaths[movie.ediNumber] : undefined}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      <ShowMore
        paging={paging}
        count={movies.length}
        listRef={listRef}
        errorLead="Vi fikk ikke hentet flere filmer fra listen din."
        onMore={() => dispatch(moreWatchListRequested())}
      />
    </MemberListState>
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
