'use client';

import dynamic from 'next/dynamic';
import { LoginLink } from './login-link.client';
import styles from './member-menu.module.css';

/** The member menu loads in its own chunk after the page, keeping the header within its budget. */
const MemberMenu = dynamic(
  () => import('./member-menu.client').then((module) => module.MemberMenu),
  {
    ssr: false,
    // "Logg inn", as the pre-rendered page shows it (a member is known only in the browser): what
    // visitors without JavaScript use, and what every visitor sees until the menu has loaded.
    loading: () => <LoginLink />,
  },
);

/** The header's film-club entry: through the session owner only, so content pages carry no store, saga or HTTP code. */
export function MemberEntry({ partnerId }: { partnerId: number }) {
  return (
    <div className={styles.slot}>
      <MemberMenu partnerId={partnerId} />
    </div>
  );
}
