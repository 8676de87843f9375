import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './validation';

/**
 * State of a member form (GOV.UK/Digdir error pattern): an edit clears a field's error once it
 * passes; new errors appear only on submit, never while typing.
 */
export function useMemberForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  const fieldId = (field: F) => `${idPrefix}-${field}`;

  const change = (field: F) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field] && !validate(next)[field])
      setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Validates, then either shows and focuses the errors or hands the values on. */
  const submit =
    (onValid: (values: Record<F, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (Object.values(found).some(Boolean)) setFailedSubmits((count) => count + 1);
      else onValid(values);
    };

  /** The error summary's entries, in the form's field order. */
  const summary = (Object.keys(initial) as F[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ id: fieldId(field), message }] : [];
  });

  return { values, errors, change, submit, fieldId, summary, summaryRef };
}
