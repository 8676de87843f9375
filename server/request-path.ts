/** The path and query of a request, once it is known to name a path on this site. */
export interface SitePath {
  /** Percent-encoded, dot segments resolved, starting with exactly one `/` (`/kinoprogram/`). */
  pathname: string;
  /** `?…` as sent (percent-encoded), or empty. */
  search: string;
}

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const BASE = 'http://site.local';

/** True when `path` starts with `//` or `/\`, which a browser reads as another host (WHATWG URL: a scheme-relative URL). */
const namesAnotherHost = (path: string) =>
  path.charCodeAt(0) === SLASH &&
  (path.charCodeAt(1) === SLASH || path.charCodeAt(1) === BACKSLASH);

/**
 * An encoded control character (C0 or DEL) in a path: no page has one, and in a `Location` a browser
 * drops tab, CR and LF (`/%09/x` would be sent back as `/<TAB>/x`, read as `//x`): issue 26.
 */
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Parses a request target (`request.url` as received) into a path of this site, or undefined
 * when it is not one: it does not start with `/` (absolute-form, `*`), it starts with `//` or
 * `/\`, its dot segments resolve to such a path (`/.//evil.example`), or its path holds an encoded
 * control character (the URL parser encodes a raw one, or drops tab, CR and LF). Whatever this returns,
 * `pathname` is safe as a `Location`: it can only lead to this site (issue 12, item 2). Linear
 * time: one pass of the WHATWG URL parser and one regular expression without backtracking.
 */
export function parseSitePath(target: string | undefined): SitePath | undefined {
  if (target === undefined || target.charCodeAt(0) !== SLASH || namesAnotherHost(target))
    return undefined;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || namesAnotherHost(url.pathname) || CONTROL_CHARACTER.test(url.pathname))
    return undefined;
  return { pathname: url.pathname, search: url.search };
}
