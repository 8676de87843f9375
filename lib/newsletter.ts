// Shared by the form and the site server; no zod here, so the form's browser bundle stays small.

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/bekreft';

/** The honeypot field: hidden from people and screen readers, so only bots fill it in. */
export const NEWSLETTER_HONEYPOT = 'website';

/** RFC 5321 */
const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_MESSAGES = {
  emailMissing: 'Skriv inn e-postadressen din.',
  emailInvalid: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  emailTooLong: `E-postadressen kan ha høyst ${EMAIL_MAX_LENGTH} tegn.`,
  // One answer whether or not the address was already on the list, so the form tells no one who is;
  // the address counts once its owner has followed the link in the mail (double opt-in).
  subscribed:
    'Takk! Sjekk e-posten din og bekreft påmeldingen. Du får nyhetsbrevet når du har bekreftet.',
  tooManyRequests: 'Du har prøvd mange ganger på kort tid. Vent litt og prøv igjen.',
  unreadable: 'Vi kunne ikke lese skjemaet. Prøv igjen.',
  unavailable: 'Vi fikk ikke meldt deg på akkurat nå. Prøv igjen om litt.',
  offline:
    'Vi fikk ikke kontakt med nettstedet, så du ble ikke påmeldt. Sjekk nettforbindelsen og prøv igjen.',
} as const;

/** zod 4's `regexes.email`, copied so the form ships no zod. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** As stored and compared, so "Ola@X.no " and "ola@x.no" are one subscriber. */
export const normaliseNewsletterEmail = (email: string): string => email.trim().toLowerCase();

export function newsletterEmailError(email: string): string | undefined {
  const address = normaliseNewsletterEmail(email);
  if (address.length === 0) return NEWSLETTER_MESSAGES.emailMissing;
  if (address.length > EMAIL_MAX_LENGTH) return NEWSLETTER_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(address)) return NEWSLETTER_MESSAGES.emailInvalid;
  return undefined;
}

/** 201 also for an address already on the list: the answer must not reveal who is. */
export type NewsletterAnswer =
  | { status: 'subscribed'; message: string }
  | { status: 'invalid'; message: string; fieldErrors: { email?: string } }
  | { status: 'rate-limited' | 'unavailable'; message: string };
