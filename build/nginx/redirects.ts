import type { Redirect } from '@/lib/schemas';
import type { HeaderLines } from './headers';
import { block, urlToken } from './syntax';

/**
 * The redirect table (content/redirects.json) as exact locations, each path with and without a
 * trailing slash, keeping the query.
 * @throws Error when a path cannot be written safely into the config.
 */
export const redirectLocations = (redirects: readonly Redirect[], headers: HeaderLines): string[] =>
  redirects.flatMap((redirect) => {
    const from = urlToken(
      redirect.from.length > 1 ? redirect.from.replace(/\/+$/, '') : redirect.from,
    );
    const variants = from === '/' ? [from] : [from, `${from}/`];
    return variants.flatMap((variant) =>
      block(`location = ${variant}`, [
        `return ${redirect.status} ${urlToken(redirect.to)}$is_args$args;`,
        ...headers(),
      ]),
    );
  });

/**
 * A trailing slash is redirected away (308), as the site server does. merge_slashes (on) has made
 * every run of slashes one, so the target starts with exactly one slash.
 */
export const trailingSlashRedirect = (headers: HeaderLines): string[] => [
  '# A trailing slash is redirected away (308), as the site server does. merge_slashes (on) has',
  '# made every run of slashes one, so the target starts with exactly one slash; the pattern is',
  '# linear (one greedy run, one character back).',
  ...block('location ~ ^(?<without_slash>/.*[^/])/$', [
    'return 308 $without_slash$is_args$args;',
    ...headers(),
  ]),
];
