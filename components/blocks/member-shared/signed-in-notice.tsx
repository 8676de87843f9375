import Link from 'next/link';
import styles from './member.module.css';
import { MEMBER_PATHS } from './member-paths';

/** What a member form shows to a visitor who is already logged in. */
export function SignedInNotice({ userName }: { userName: string }) {
  return (
    <div className={styles.notice}>
      <p>Du er logget inn som {userName}.</p>
      <p>
        <Link href={MEMBER_PATHS.tickets} className={styles.button}>
          Mine billetter
        </Link>{' '}
        <Link href={MEMBER_PATHS.watchList} className={styles.link}>
          Min liste
        </Link>
      </p>
    </div>
  );
}
