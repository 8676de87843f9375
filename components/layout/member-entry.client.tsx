'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { MemberIcon } from './member-icon';
import styles from './member-menu.module.css';

/**
 * "Logg inn", as the pre-rendered page shows it (a member is known only in the browser): what
 * visitors without JavaScript use, and what every visitor sees until the menu has loaded.
 */
function LoginLink() {
  const pathname = usePathname();
  return (
    <Link href={MEMBER_PATHS.login} className={styles.login} aria-current={pathname === MEMBER_PATHS.login ? 'page' : undefined}>
      <MemberIcon />
      Logg inn
    </Link>
  );
}

/**
 * The member menu and the session code load in their own chunk after the page: the header's
 * script stays within the content pages' budget on member builds, and builds without a film club,
 * which never render this entry, carry none of it.
 */
const MemberMenu = dynamic(() => import('./member-menu.client').then((module) => module.MemberMenu), { ssr: false, loading: LoginLink });

/**
 * The header's film-club entry. It goes through the session owner (lib/filmclub-session.ts), so it brings no store,
 * saga or HTTP code to content pages; member screens load those in their own islands.
 */
export function MemberEntry({ partnerId }: { partnerId: number }) {
  return (
    <div className={styles.slot}>
      <MemberMenu partnerId={partnerId} />
    </div>
  );
}
