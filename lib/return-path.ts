import { MEMBER_PAGES } from './member-pages';

/**
 * The query parameter of the login and registration pages naming the page the visitor came from
 * (`/filmklubb/logg-inn?tilbake=%2Fdune-dxm1234567`): docs/product.md, Return after login. The
 * header's pre-rendered «Logg inn» (components/layout/login-link.client.tsx) writes it itself, as
 * every page loads that code and this module is for the member islands; its test holds the two equal.
 */
export const RETURN_PARAM = 'tilbake';

/** `page` carrying `path` (a path on this site, with its query and hash) as where to return to. */
export const withReturnPath = (page: string, path: string): string =>
  `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/** Far longer than any page of the site with its filters; a longer value is not a link of ours. */
const MAX_LENGTH = 1_000;
/** Encodings peeled before checking: `%252F` is `/` to a server that decodes twice. */
const MAX_DECODINGS = 3;
/** A base no real URL has, so a value that names another origin is told apart. */
const BASE = 'https://return-path.invalid';
/** Going back to these would loop: the member is logged in there already. */
const LOOPS: ReadonlySet<string> = new Set([
  MEMBER_PAGES.login,
  MEMBER_PAGES.register,
  MEMBER_PAGES.forgotPassword,
]);
/** Control characters and backslashes (browsers read `/\host` as `//host`). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/** `page`, carrying `path` when there is one. */
export const returnHref = (page: string, path: string | null): string =>
  path ? withReturnPath(page, path) : page;

/**
 * Where to send a member after login or registration: `raw` (the decoded `tilbake` value) when it is
 * a path on this site (`/path?query#hash`), else «Mine billetter». Refuses absolute URLs, `//host`,
 * backslashes, encoded variants of those, control characters, over 1,000 characters, and the
 * login, registration and forgot-password pages (a loop). Pure: no window.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  return sitePath(raw) ?? MEMBER_PAGES.tickets;
}

function sitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/')) return null;
  const decoded = fullyDecoded(raw);
  if (decoded === null || UNSAFE.test(decoded) || decoded.startsWith('//')) return null;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return null;
  if (isAccountPage(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether `pathname` is the login, registration or forgot-password page (any case, encoding,
 * trailing slash or `.html`): going back there would loop; an undecodable path counts as one.
 */
export function isAccountPage(pathname: string): boolean {
  const page = fullyDecoded(pathname)
    ?.toLowerCase()
    .replace(/(?:\.html|\/)$/, '');
  return page === undefined || LOOPS.has(page);
}

/** `value` with every layer of percent-encoding removed; null when malformed or still encoded after the limit. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let layer = 0; layer <= MAX_DECODINGS; layer += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}
