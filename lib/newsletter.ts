import '@/lib/zod-jitless';
import * as z from 'zod/mini';

/**
 * The newsletter sign-up, shared by the form (checks before sending) and the site server (the
 * trust boundary). zod/mini keeps the form's browser bundle small. Messages follow the member
 * forms (Digdir/GOV.UK: say what to do).
 */

/** Where the form posts, as JSON or as a classic form (`application/x-www-form-urlencoded`). */
export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** The honeypot field: hidden from people and screen readers, so only bots fill it in. */
export const NEWSLETTER_HONEYPOT = 'website';

/** RFC 5321 caps a forward path at 256 octets, the address itself at 254. */
const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_MESSAGES = {
  emailMissing: 'Skriv inn e-postadressen din.',
  emailInvalid: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  emailTooLong: `E-postadressen kan ha høyst ${EMAIL_MAX_LENGTH} tegn.`,
  subscribed: 'Takk! Du er nå påmeldt nyhetsbrevet.',
  alreadySubscribed: 'Du er allerede påmeldt nyhetsbrevet. Takk for at du følger med!',
  tooManyRequests: 'Du har prøvd mange ganger på kort tid. Vent litt og prøv igjen.',
  unreadable: 'Vi kunne ikke lese skjemaet. Prøv igjen.',
  unavailable: 'Vi fikk ikke meldt deg på akkurat nå. Prøv igjen om litt.',
  offline: 'Vi fikk ikke kontakt med nettstedet, så du ble ikke påmeldt. Sjekk nettforbindelsen og prøv igjen.',
} as const;

/** The address as it is stored and compared: trimmed and in lower case, so "Ola@X.no " and "ola@x.no" are one subscriber. */
export const newsletterEmailSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { error: NEWSLETTER_MESSAGES.emailMissing }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.emailTooLong }),
  z.regex(z.regexes.email, { error: NEWSLETTER_MESSAGES.emailInvalid }),
);

/** A sign-up as posted: the address and the honeypot (empty from people). */
export const newsletterSignupSchema = z.object({
  email: z.string(),
  [NEWSLETTER_HONEYPOT]: z.optional(z.string()),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The first problem with `email`, or undefined when it can be sent. */
export function newsletterEmailError(email: string): string | undefined {
  const result = newsletterEmailSchema.safeParse(email);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What the site server answers as JSON (201 subscribed, 200 already, 400/429/502 error). */
export type NewsletterAnswer =
  | { status: 'subscribed' | 'already-subscribed'; message: string }
  | { status: 'invalid'; message: string; fieldErrors: { email?: string } }
  | { status: 'rate-limited' | 'unavailable'; message: string };
