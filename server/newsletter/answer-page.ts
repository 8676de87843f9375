import { NEWSLETTER_ENDPOINT, NEWSLETTER_HONEYPOT, type NewsletterAnswer } from '@/lib/newsletter';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:40rem;margin:3rem auto;padding:0 1rem}a{color:#0b4f8a}.error{color:#a4000f;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}input[type=email]{font:inherit;padding:.5rem;width:100%;max-width:24rem;border:2px solid #555;border-radius:4px}
input[aria-invalid=true]{border-color:#a4000f}button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;background:#0b4f8a;color:#fff;border:0;border-radius:4px;min-height:44px}`;

/** The form again, with the address as it was typed and the message tied to the field (WCAG 3.3.1). */
function formAgain(email: string, message: string, fieldError: boolean, backTo: string): string {
  const described = fieldError ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return `<form method="post" action="${NEWSLETTER_ENDPOINT}">
<label for="email">E-postadresse</label>
${fieldError ? `<p id="email-error" class="error"><span>Feil: </span>${escapeHtml(message)}</p>` : `<p class="error" role="alert">${escapeHtml(message)}</p>`}
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${described}>
<input type="hidden" name="${NEWSLETTER_HONEYPOT}" value="">
<input type="hidden" name="returnTo" value="${escapeHtml(backTo)}">
<p>Vi bruker e-postadressen din bare til å sende deg nyhetsbrevet, og du kan melde deg av når du vil. Les mer i <a href="/article/personvernerklaering">personvernerklæringen</a>.</p>
<button type="submit">Meld meg på</button>
</form>`;
}

/** A small page of its own in Norwegian (no scripts, no site chrome): the server's newsletter answers. */
export function newsletterPage(siteTitle: string, heading: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="nb">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(`${siteTitle} | Nyhetsbrev: ${heading.toLowerCase()}`)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>
${body}
</main></body>
</html>
`;
}

/**
 * The answer to a classic form post (no JavaScript): a small page in Norwegian with the outcome,
 * the form again after an error, and a link back to the page the visitor came from.
 * `backTo` must be a path on this site.
 */
export function answerPage(
  answer: NewsletterAnswer,
  email: string,
  backTo: string,
  siteTitle: string,
): string {
  const done = answer.status === 'subscribed';
  const heading = done ? 'Sjekk e-posten din' : 'Du ble ikke påmeldt';
  const body = done
    ? `<p role="status">${escapeHtml(answer.message)}</p>`
    : formAgain(email, answer.message, answer.status === 'invalid', backTo);
  return newsletterPage(
    siteTitle,
    heading,
    `${body}
<p><a href="${escapeHtml(backTo)}">Tilbake til ${backTo === '/' ? 'forsiden' : 'siden du kom fra'}</a></p>`,
  );
}
