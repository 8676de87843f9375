import styles from './member.module.css';

/** A list that could not be fetched: what went wrong, in the backend error's Norwegian words, and a retry. */
export function LoadError({
  lead,
  message,
  onRetry,
}: {
  lead: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={styles.serverError}>
      <p>
        {lead} {message}
      </p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Prøv igjen
      </button>
    </div>
  );
}
