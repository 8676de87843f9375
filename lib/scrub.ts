// What may leave the server in an alert or a log line: an error's text can quote a URL with a
// token in its query, a credential in a URL, an e-mail address or a bare key (issue 29).

const REDACTED = '[redacted]';

/** `scheme://user:password@host` → `scheme://[redacted]@host`. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"'<>]+@/gi;
/** A URL's query and fragment, where signed links and API keys travel. */
const URL_QUERY = /\b([a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)([?#][^\s"'<>)]*)/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `Authorization: Bearer …`, `Basic …`. */
const AUTH_SCHEME = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/g;
/** `token=…`, `password: …`, `"secret":"…"`, `x-rebuild-secret: …` and the like. */
const KEY_VALUE =
  /\b([\w-]*(?:token|secret|password|passwd|api[_-]?key|apikey|signature|credential|private[_-]?key)[\w-]*)("?\s*[:=]\s*"?)([^\s"',;&]+)/gi;
/** A long run of key-like characters; judged by tokenLike. */
const LONG_RUN = /[A-Za-z0-9_+=-]{20,}/g;

/** Mixed-case letters with digits (base64 keys, Contentful tokens, JWT parts), long hex (HMAC secrets), or an AWS-style upper-case key. */
function tokenLike(run: string): boolean {
  const digits = /\d/.test(run);
  if (digits && /[a-z]/.test(run) && /[A-Z]/.test(run)) return true;
  if (run.length >= 32 && /^[a-f0-9]+$/i.test(run)) return true;
  return digits && /^[A-Z0-9]{20,}$/.test(run);
}

/**
 * `text` with what may be a secret replaced by `[redacted]` (or `[e-mail]`): credentials and the
 * query string or fragment of every URL, e-mail addresses, the value of anything named like a
 * token, secret, password or key, `Bearer` values, and long token-like runs of characters.
 * Paths, host names, numbers and ordinary words are left as they are. Never throws.
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(URL_QUERY, (_, base: string, rest: string) => {
      // A sentence's full stop or comma after the URL is not part of it.
      const trailing = /[.,;:!?]*$/.exec(rest)?.[0] ?? '';
      return `${base}?${REDACTED}${trailing}`;
    })
    .replace(EMAIL, '[e-mail]')
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(KEY_VALUE, `$1$2${REDACTED}`)
    .replace(LONG_RUN, (run) => (tokenLike(run) ? REDACTED : run));
}
