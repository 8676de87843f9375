import { NEWSLETTER_CONFIRM_PATH } from '@/lib/newsletter';
import { escapeHtml, newsletterPage } from './answer-page';

/** Where a visitor whose link no longer works signs up again. */
const SIGNUP_PAGE = '/meld-deg-pa-vart-nyhetsbrev';

/**
 * The page the mail's confirmation link opens: a button that posts the token. Opening the link
 * confirms nothing, as mail scanners open links too; only the subscriber's press does.
 */
export const confirmQuestionPage = (siteTitle: string, token: string): string =>
  newsletterPage(
    siteTitle,
    'Bekreft påmeldingen',
    `<p>Trykk på knappen for å bekrefte at du vil ha nyhetsbrevet fra ${escapeHtml(siteTitle)}. Du kan melde deg av når du vil.</p>
<form method="post" action="${NEWSLETTER_CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Bekreft påmeldingen</button>
</form>`,
  );

/** The answer to the press: confirmed for `email`, or (undefined) the link is unknown or too old. */
export const confirmAnswerPage = (siteTitle: string, email: string | undefined): string =>
  email
    ? newsletterPage(
        siteTitle,
        'Påmeldingen er bekreftet',
        `<p role="status">Takk! Nyhetsbrevet blir sendt til ${escapeHtml(email)}.</p>
<p><a href="/">Til forsiden</a></p>`,
      )
    : newsletterPage(
        siteTitle,
        'Lenken virker ikke',
        `<p>Lenken er for gammel eller ikke riktig. Meld deg på en gang til, så får du en ny e-post med en lenke som virker i en uke.</p>
<p><a href="${SIGNUP_PAGE}">Meld deg på nyhetsbrevet</a></p>`,
      );
