'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/user/user-selectors';
import styles from './member.module.css';
import { MEMBER_PATHS } from './member-paths';
import { useHydrated } from '@/components/shared/url-state';

/** Children for a member, else `message` with a login link; nothing until mounted (the profile is client-only). */
export function MemberGate({ message, children }: { message: string; children: ReactNode }) {
  const mounted = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!mounted) return null;
  if (loggedIn) return children;
  return (
    <div className={styles.notice}>
      <p>{message}</p>
      <p>
        <Link href={MEMBER_PATHS.login} className={styles.button}>
          Logg inn
        </Link>{' '}
        <Link href={MEMBER_PATHS.register} className={styles.link}>
          Bli medlem
        </Link>
      </p>
    </div>
  );
}
