import { useId, type MouseEvent, type RefObject } from 'react';
import styles from './member.module.css';

export interface SummaryEntry {
  /** The id of the field the entry points to. */
  id: string;
  message: string;
}

/** Moves focus to the field itself (a plain fragment link only scrolls) and shows its label. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  document.querySelector(`label[for="${id}"]`)?.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** The error summary above a form (GOV.UK/Digdir), focused after a failed submit so screen readers read it. */
export function ErrorSummary({
  entries,
  summaryRef,
}: {
  entries: SummaryEntry[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className={styles.summaryTitle}>
          For å gå videre må du rette opp dette:
        </h2>
        <ul className={styles.summaryList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} onClick={(event) => focusField(event, entry.id)}>
                {entry.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
