'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/shared/url-state';
import {
  NEWSLETTER_ENDPOINT,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_MESSAGES,
  newsletterEmailError,
  type NewsletterAnswer,
} from '@/lib/newsletter';
import { ErrorSummary } from '../member-shared/error-summary';
import { FocusedStatus } from '../member-shared/focused-status';
import { FormField } from '../member-shared/form-field';
import styles from '../member-shared/member.module.css';
import { ServerError } from '../member-shared/server-error';

type Outcome = { kind: 'subscribed' } | { kind: 'failed'; message: string } | null;

/** Sends the sign-up as JSON; a network failure or an unexpected answer becomes a Norwegian message. */
async function sendSignup(
  email: string,
  honeypot: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, [NEWSLETTER_HONEYPOT]: honeypot }),
    });
    const answer = (await response.json()) as NewsletterAnswer;
    if (answer.status === 'subscribed') return { ok: true };
    return { ok: false, message: answer.message || NEWSLETTER_MESSAGES.unavailable };
  } catch {
    return { ok: false, message: NEWSLETTER_MESSAGES.offline };
  }
}

/**
 * The newsletter form: a real form posting to the server, so it works without JavaScript; once
 * hydrated it sends with fetch. The input is uncontrolled, so nothing typed before hydration is lost.
 */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const id = useId();
  const [error, setError] = useState<string>();
  const [failedChecks, setFailedChecks] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;

  useEffect(() => {
    if (failedChecks > 0) summaryRef.current?.focus();
  }, [failedChecks]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) {
      setFailedChecks((count) => count + 1);
      return;
    }
    setSending(true);
    setOutcome(null);
    const result = await sendSignup(email, String(data.get(NEWSLETTER_HONEYPOT) ?? ''));
    setSending(false);
    setOutcome(result.ok ? { kind: 'subscribed' } : { kind: 'failed', message: result.message });
  };

  if (outcome?.kind === 'subscribed') {
    return (
      <FocusedStatus className={styles.success}>
        <p>{NEWSLETTER_MESSAGES.subscribed}</p>
      </FocusedStatus>
    );
  }

  return (
    <form
      method="post"
      action={NEWSLETTER_ENDPOINT}
      noValidate={hydrated}
      onSubmit={submit}
      className={styles.form}
    >
      <ErrorSummary
        entries={error ? [{ id: emailId, message: error }] : []}
        summaryRef={summaryRef}
      />
      <ServerError message={outcome?.kind === 'failed' ? outcome.message : null} />
      <FormField
        id={emailId}
        name="email"
        label="E-postadresse"
        type="email"
        autoComplete="email"
        error={error}
        describedBy={consentId}
        onChange={(event) => {
          if (error && !newsletterEmailError(event.target.value)) setError(undefined);
        }}
      />
      {/* The honeypot: hidden from people, screen readers and the tab order; bots fill it in. */}
      <div hidden>
        <label htmlFor={`${id}-website`}>La dette feltet stå tomt</label>
        <input
          id={`${id}-website`}
          name={NEWSLETTER_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p id={consentId} className={styles.hint}>
        Vi bruker e-postadressen din bare til å sende deg nyhetsbrevet. Du kan melde deg av når du
        vil, med lenken nederst i hvert nyhetsbrev. Les mer i{' '}
        <a href="/article/personvernerklaering">personvernerklæringen</a>.
      </p>
      <button type="submit" className={styles.button} disabled={sending}>
        {sending ? 'Melder deg på …' : 'Meld meg på'}
      </button>
    </form>
  );
}
