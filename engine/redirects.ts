import type { Redirect } from '@/lib/schemas';

const SLASH = 0x2f;

/**
 * `path` without its trailing slashes (`/kino///` → `/kino`); `/` stays `/`. A loop over the
 * characters, not `/\/+$/`: that expression backtracks on every run of slashes that is not at
 * the end, so a path of many slashes cost quadratic time (issue 12, item 1).
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}

/**
 * The permanent redirect for a request path (docs/product.md, Redirects, titles and slugs: redirect table), ignoring a trailing
 * slash; undefined when the path is not redirected. Linear in the length of `path`.
 */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const wanted = withoutTrailingSlashes(path);
  return redirects.find((redirect) => withoutTrailingSlashes(redirect.from) === wanted);
}

/**
 * Checks the redirect table against the site's pages: a redirect must not shadow a page, and
 * its target must not itself be redirected (no chains or loops).
 * @returns the problems found, one sentence each (empty when the table is sound).
 */
export function checkRedirects(
  redirects: readonly Redirect[],
  pagePaths: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const redirect of redirects) {
    if (pagePaths.has(withoutTrailingSlashes(redirect.from)))
      problems.push(`redirect from ${redirect.from} hides the page at that path`);
    if (redirect.to.startsWith('/') && findRedirect(redirects, redirect.to))
      problems.push(
        `redirect from ${redirect.from} leads to ${redirect.to}, which is redirected again`,
      );
  }
  return problems;
}
