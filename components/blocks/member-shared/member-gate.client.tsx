'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/user/user-selectors';
import styles from './member.module.css';
import { MEMBER_PATHS } from './member-paths';
import { useHydrated } from '@/components/shared/url-state';

/**
 * Shows its children to a logged-in member, and otherwise `message` with a link to the login
 * page. Renders nothing until mounted in the browser, where the stored profile is known.
 */
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
