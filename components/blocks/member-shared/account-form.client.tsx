'use client';

import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { errorDismissed } from '@/store/user/user-slice';
import { selectUserError, selectUserLoading } from '@/store/user/user-selectors';
import { ErrorSummary } from './error-summary';
import styles from './member.module.css';
import { ServerError } from './server-error';
import { useHydrated } from '@/components/shared/url-state';
import { useMemberForm } from './use-member-form';
import type { FieldErrors } from './validation';

/** A member form bound to the user slice; the backend's error goes as soon as the visitor edits. */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectUserLoading);
  const serverError = useAppSelector(selectUserError);
  const [sent, setSent] = useState(false);
  const form = useMemberForm(initial, validate);

  // An error left by another member form of this session belongs to that form.
  useEffect(() => {
    dispatch(errorDismissed());
  }, [dispatch]);

  const change = (field: F) => (event: ChangeEvent<HTMLInputElement>) => {
    if (serverError) dispatch(errorDismissed());
    form.change(field)(event);
  };

  /** Submit handler that dispatches `request(values)` once the values pass, unless one is running. */
  const submit = (request: (values: Record<F, string>) => UnknownAction) =>
    form.submit((values) => {
      if (loading) return;
      setSent(true);
      dispatch(request(values));
    });

  /** The props of one field's `FormField`. */
  const field = (name: F) => ({
    id: form.fieldId(name),
    name,
    value: form.values[name],
    onChange: change(name),
    error: form.errors[name],
  });

  return {
    field,
    submit,
    summary: form.summary,
    summaryRef: form.summaryRef,
    loading,
    sent,
    serverError: serverError?.message ?? null,
  };
}

export type AccountForm = ReturnType<typeof useAccountForm>;

interface AccountFormViewProps {
  form: Pick<AccountForm, 'summary' | 'summaryRef' | 'loading' | 'serverError'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The button's text while the request runs, e.g. "Logger inn …". */
  busyLabel: string;
  children: ReactNode;
}

/** The frame of a member form: error summary, the backend's error, the fields and the submit button. */
export function AccountFormView({
  form,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
}: AccountFormViewProps) {
  // Before hydration a submit would be the browser's own and typed text would be wiped: the
  // fields wait for hydration, and POST keeps a password out of URLs.
  const hydrated = useHydrated();
  return (
    <form noValidate method="post" onSubmit={onSubmit} className={styles.form}>
      <ErrorSummary entries={form.summary} summaryRef={form.summaryRef} />
      <ServerError message={form.serverError} />
      <fieldset disabled={!hydrated} className={styles.fields}>
        {children}
      </fieldset>
      <noscript>
        <p className={styles.serverError}>
          Skjemaet trenger JavaScript. Slå det på i nettleseren og last inn siden på nytt.
        </p>
      </noscript>
      <button type="submit" className={styles.button} disabled={!hydrated || form.loading}>
        {form.loading ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
