import type { Redirect } from '@/lib/schemas';

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The permanent redirect for a request path (DESIGN.md §4 redirect table), ignoring a trailing
 * slash; undefined when the path is not redirected.
 */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const wanted = normalise(path);
  return redirects.find((redirect) => normalise(redirect.from) === wanted);
}

/**
 * Checks the redirect table against the site's pages: a redirect must not shadow a page, and
 * its target must not itself be redirected (no chains or loops).
 * @returns the problems found, one sentence each (empty when the table is sound).
 */
export function checkRedirects(redirects: readonly Redirect[], pagePaths: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const redirect of redirects) {
    if (pagePaths.has(normalise(redirect.from))) problems.push(`redirect from ${redirect.from} hides the page at that path`);
    if (redirect.to.startsWith('/') && findRedirect(redirects, redirect.to)) problems.push(`redirect from ${redirect.from} leads to ${redirect.to}, which is redirected again`);
  }
  return problems;
}
