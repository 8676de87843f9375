import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import styles from './member.module.css';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  /** Omitted: the input is uncontrolled, so text typed before hydration is kept. */
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown before the visitor types, e.g. the password rules. */
  hint?: string;
  error?: string;
  /** The id of a further description elsewhere in the form, e.g. a consent text. */
  describedBy?: string;
}

/** A labelled input with hint and error tied by `aria-describedby` (WCAG 3.3.1, 3.3.2). */
export function FormField({
  id,
  name,
  label,
  type,
  autoComplete,
  value,
  onChange,
  hint,
  error,
  describedBy: further,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, further].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Feil: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        spellCheck={false}
      />
    </div>
  );
}
