'use client';

import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/user/user-selectors';
import styles from './member.module.css';
import { MEMBER_PATHS } from './member-paths';
import { useHydrated } from '@/components/shared/url-state';
import { returnHref } from '@/lib/return-path';
import { useReturnPath } from './use-return-path';

/**
 * Children for a member, else `message` with links to log in and to register, each bringing the
 * member back to this page; nothing until mounted (the profile is client-only).
 */
export function MemberGate({ message, children }: { message: string; children: ReactNode }) {
  const mounted = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const returnPath = useReturnPath();
  if (!mounted) return null;
  if (loggedIn) return children;
  return (
    <div className={styles.notice}>
      <p>{message}</p>
      <p>
        <a href={returnHref(MEMBER_PATHS.login, returnPath)} className={styles.button}>
          Logg inn
        </a>{' '}
        <a href={returnHref(MEMBER_PATHS.register, returnPath)} className={styles.link}>
          Bli medlem
        </a>
      </p>
    </div>
  );
}
