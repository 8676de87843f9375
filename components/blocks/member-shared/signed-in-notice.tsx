import styles from './member.module.css';
import { MEMBER_PATHS } from './member-paths';

/**
 * What a member form shows to a visitor who is already logged in; `back`, the safe return path
 * (lib/return-path.ts), leads back to where they came from when it is not «Mine billetter».
 */
export function SignedInNotice({ userName, back }: { userName: string; back?: string }) {
  const elsewhere = back && back !== MEMBER_PATHS.tickets ? back : null;
  return (
    <div className={styles.notice}>
      <p>Du er logget inn som {userName}.</p>
      <p>
        {elsewhere && (
          <>
            <a href={elsewhere} className={styles.button}>
              Tilbake til siden du var på
            </a>{' '}
          </>
        )}
        <a href={MEMBER_PATHS.tickets} className={elsewhere ? styles.link : styles.button}>
          Mine billetter
        </a>{' '}
        <a href={MEMBER_PATHS.watchList} className={styles.link}>
          Min liste
        </a>
      </p>
    </div>
  );
}
