'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Paging } from '@/store/shared/paging';
import styles from './member.module.css';

interface ShowMoreProps {
  paging: Paging;
  /** Items shown now (a film added meanwhile included). */
  count: number;
  /** The list the pages go into: the first new item takes focus when a page arrives. */
  listRef: RefObject<HTMLUListElement | null>;
  /** `Vi fikk ikke hentet flere billetter.` */
  errorLead: string;
  onMore: () => void;
}

/** Gives keyboard focus to the first item of a page just appended, so the reader goes on from there. */
function focusItem(list: HTMLUListElement | null, index: number): void {
  const item = list?.children[index];
  if (!(item instanceof HTMLElement)) return;
  item.tabIndex = -1;
  item.focus();
}

/**
 * «Vis flere» under a member list (docs/product.md, Paging): asks for the next page, says in a live
 * region that it is fetching and how many are shown, and is gone once the list is complete. A
 * failed page keeps the list and offers «Prøv igjen», which takes focus.
 */
export function ShowMore({ paging, count, listRef, errorLead, onMore }: ShowMoreProps) {
  // How many items showed when the page was asked for: the first new one takes focus.
  const askedAt = useRef<number | null>(null);
  // Once used, the count stays after the last page, where the button goes.
  const [used, setUsed] = useState(false);
  const retryRef = useRef<HTMLButtonElement>(null);
  const ask = () => {
    if (paging.loadingMore) return;
    askedAt.current = count;
    setUsed(true);
    onMore();
  };

  useEffect(() => {
    const asked = askedAt.current;
    if (asked === null || paging.loadingMore || paging.moreError || count <= asked) return;
    focusItem(listRef.current, asked);
    askedAt.current = null;
  }, [count, listRef, paging.loadingMore, paging.moreError]);
  useEffect(() => {
    if (paging.moreError) retryRef.current?.focus();
  }, [paging.moreError]);

  if (paging.moreError)
    return (
      <div role="alert" className={styles.serverError}>
        <p>
          {errorLead} {paging.moreError.message}
        </p>
        <button ref={retryRef} type="button" className={styles.button} onClick={ask}>
          Prøv igjen
        </button>
      </div>
    );
  if (!paging.hasMore && !paging.loadingMore && !used) return null;
  return (
    <div className={styles.more}>
      <p role="status" className={styles.status}>
        {paging.loadingMore
          ? 'Henter flere …'
          : `Viser ${count.toLocaleString('nb-NO')} av ${Math.max(paging.total, count).toLocaleString('nb-NO')}.`}
      </p>
      {paging.hasMore && (
        <button
          type="button"
          className={styles.button}
          aria-disabled={paging.loadingMore}
          onClick={ask}
        >
          Vis flere
        </button>
      )}
    </div>
  );
}
