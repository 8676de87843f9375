'use client';

import type { MemberError } from '@/store/shared/member-error';
import { LoadError } from './load-error';
import styles from './member.module.css';

interface MemberListStateProps {
  loading: boolean;
  error: MemberError | null;
  empty: boolean;
  /** `Henter billettene dine …` */
  loadingText: string;
  /** `Vi fikk ikke hentet billettene dine.` */
  errorLead: string;
  /** What an empty list means for the member. */
  emptyText: string;
  onRetry: () => void;
  /** The list, shown when it is loaded and not empty. */
  children: React.ReactNode;
}

/** A member list screen's states: loading (announced), error with "Prøv igjen", empty, or the list. */
export function MemberListState({
  loading,
  error,
  empty,
  loadingText,
  errorLead,
  emptyText,
  onRetry,
  children,
}: MemberListStateProps) {
  if (loading)
    return (
      <p role="status" className={styles.status}>
        {loadingText}
      </p>
    );
  if (error) return <LoadError lead={errorLead} message={error.message} onRetry={onRetry} />;
  if (empty) {
    return (
      <div className={styles.notice}>
        <p>{emptyText}</p>
        <p>
          <a href="/kinoprogram">Se kinoprogrammet</a>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
