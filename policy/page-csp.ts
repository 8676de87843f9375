import { inlineScriptHashes, renderCsp, type CspDirectives } from './csp';

/**
 * A page's Content-Security-Policy comes in two parts (docs/architecture.md, "The page's
 * Content-Security-Policy"): every host sends every page the same header, the site's policy with
 * `'unsafe-inline'` in script-src, and the page itself starts with a
 * `<meta http-equiv="Content-Security-Policy">` whose script-src names the hashes of its inline
 * scripts. A browser enforces every policy it is given (CSP 3, "Enforcing multiple policies"), so
 * an inline script runs only when the page's meta names its hash, and the header stays a few
 * hundred bytes at any page size (S3 metadata holds 2 KB; a large programme has hundreds of
 * inline scripts). The meta carries script-src only: the header has the rest, and a meta policy
 * cannot carry frame-ancestors, report-uri or sandbox.
 */

/** What the page header adds to script-src, which each page's meta takes back (a policy with hashes allows only those). */
export const PAGE_HEADER_SCRIPT_SOURCES: readonly string[] = ["'unsafe-inline'"];

/** The policy of a page's meta: the site's script-src and the hashes of the page's inline scripts. */
export function renderPageMetaCsp(
  directives: CspDirectives,
  scriptHashes: readonly string[],
): string {
  const scriptSrc = directives['script-src'] ?? directives['default-src'] ?? ["'self'"];
  return renderCsp({ 'script-src': scriptSrc }, scriptHashes);
}

/** The meta this module writes, exactly (a page processed before gets its policy anew). */
const PAGE_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/g;

/**
 * Where the meta goes: after the doctype, `<html>`, `<head>` and `<meta charset>` that start the
 * page, whichever it has, so it precedes every script and the charset stays in the first 1024 bytes.
 */
const BEFORE_META =
  /^\s*(?:<!doctype[^>]*>\s*)?(?:<html\b[^>]*>\s*)?(?:<head\b[^>]*>\s*)?(?:<meta\s+charset\s*=[^>]*>)?/i;

const attributeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` with its page policy: a `<meta http-equiv="Content-Security-Policy">` whose script-src
 * is `directives`' and the hashes of the page's inline scripts (policy/csp.ts
 * `inlineScriptHashes`), placed before any script. An earlier meta of this module is replaced,
 * so the result of a page is the same however often it is processed.
 */
export function withPageCsp(html: string, directives: CspDirectives): string {
  const bare = html.replace(PAGE_META, '');
  const at = BEFORE_META.exec(bare)?.[0].length ?? 0;
  const policy = renderPageMetaCsp(directives, inlineScriptHashes(bare));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attributeValue(policy)}">`;
  return `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
}

/** The policy of the page meta of `html` (as {@link withPageCsp} wrote it), undefined when it has none. */
export function pageMetaCsp(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
