import { useEffect, useRef } from 'react';
import styles from './member.module.css';

/**
 * The backend's answer to a failed submit, in an always-present live region, focused because the
 * submit button was disabled during the request and focus would be lost.
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
