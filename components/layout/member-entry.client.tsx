'use client';

import { MemberMenu } from './member-menu.client';
import styles from './member-menu.module.css';

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
