'use client';

import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectAddingToWatchList,
  selectIsOnWatchList,
} from '@/store/watch-list/watch-list-selectors';
import { addToWatchListRequested } from '@/store/watch-list/watch-list-slice';
import sharedStyles from '../member-shared/member.module.css';
import { MEMBER_PATHS } from '../member-shared/member-paths';
import styles from './member-movie.module.css';

interface WatchListButtonProps {
  /** What AddToWatchlistDx is sent: the movie id from movie info, or the EDI number. */
  id: string;
  ediNumber: string;
  title: string;
}

/** "Legg til i min liste"; says "På listen din" only once the server has confirmed the add. */
export function WatchListButton({ id, ediNumber, title }: WatchListButtonProps) {
  const dispatch = useAppDispatch();
  const onList = useAppSelector(
    (state) => selectIsOnWatchList(state, id) || selectIsOnWatchList(state, ediNumber),
  );
  const adding = useAppSelector((state) => selectAddingToWatchList(state, id));
  const [attempted, setAttempted] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const failed = attempted && !adding && !onList;

  // The button is gone once the film is on the list; focus follows to the confirmation.
  useEffect(() => {
    if (attempted && onList) confirmation.current?.focus();
  }, [attempted, onList]);

  if (onList) {
    return (
      <p ref={confirmation} tabIndex={-1} className={styles.onList}>
        <span aria-hidden="true">✓ </span>På listen din.{' '}
        <a href={MEMBER_PATHS.watchList}>Se hele listen</a>
      </p>
    );
  }
  const add = () => {
    if (adding) return;
    setAttempted(true);
    dispatch(addToWatchListRequested({ id, title }));
  };
  return (
    <div className={styles.addRow}>
      <button type="button" className={sharedStyles.button} onClick={add} disabled={adding}>
        {adding ? 'Legger til …' : 'Legg til i min liste'}
      </button>
      <div role="alert">
        {failed && (
          <p className={sharedStyles.errorText}>Kunne ikke legge til filmen. Prøv igjen.</p>
        )}
      </div>
    </div>
  );
}
