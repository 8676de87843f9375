import { useEffect, useRef } from 'react';
import styles from './member.module.css';

/**
 * The backend's answer to a failed submit, in a live region that is always in the page (so it
 * is announced when filled) and focused when a message appears, since the submit button was
 * disabled while the request ran and focus would otherwise be lost.
 */
export function ServerError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={message ? styles.serverError : undefined}>
      {message && <p>{message}</p>}
    </div>
  );
}
