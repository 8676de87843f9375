'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { useReturnPath } from '@/components/blocks/member-shared/use-return-path';
import { returnHref } from '@/lib/return-path';
import { LoginLink } from './login-link.client';
import { MemberIcon } from './member-icon';
import { useMemberSession } from './use-member-session';
import styles from './member-menu.module.css';

/** The header's film-club menu; through the session owner, not the store, so content pages load no store code. */
export function MemberMenu({ partnerId }: { partnerId: number }) {
  const { userName, logout } = useMemberSession(partnerId);
  const pathname = usePathname();
  const returnPath = useReturnPath();
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  const loginRef = useRef<HTMLAnchorElement>(null);
  const current = (path: string) => (pathname === path ? 'page' : undefined);

  useEffect(() => {
    if (loggedOutHere && !userName) loginRef.current?.focus();
  }, [loggedOutHere, userName]);

  // The stored profile is known only in the browser: the pre-rendered header says "Logg inn".
  if (!userName) {
    return <LoginLink ref={loginRef} href={returnHref(MEMBER_PATHS.login, returnPath)} />;
  }
  return (
    <nav aria-label="Filmklubben" className={styles.member}>
      <span className={styles.who}>
        <MemberIcon />
        <span className="visually-hidden">Logget inn som </span>
        <span className={styles.name}>{userName}</span>
      </span>
      <ul className={styles.list}>
        <li>
          <a href={MEMBER_PATHS.tickets} aria-current={current(MEMBER_PATHS.tickets)}>
            Mine billetter
          </a>
        </li>
        <li>
          <a href={MEMBER_PATHS.watchList} aria-current={current(MEMBER_PATHS.watchList)}>
            Min liste
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              setLoggedOutHere(true);
              logout();
            }}
          >
            Logg ut
          </button>
        </li>
      </ul>
    </nav>
  );
}
