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
 * A trailing slash is redirected away (308), as the site server does. The target is the path as
 * sent, still percent-encoded ($request_uri, not the decoded $uri): a decoded `%09` would put a
 * tab into `Location`, which a browser drops (issue 26). The off-site guard (locations.ts) has
 * refused a path starting with `//` or `/\`, so the target starts with exactly one slash.
 */
export const trailingSlashRedirect = (headers: HeaderLines): string[] => [
  '# A trailing slash is redirected away (308), as the site server does, to the path as sent, still',
  '# percent-encoded ($request_uri: a decoded %09 would put a tab into Location, which a browser',
  '# drops). Both patterns are linear (one greedy or lazy run, one character back).',
  ...block('location ~ ^/.*[^/]/$', [
    ...headers(),
    ...block('if ($request_uri ~ "^(?<path_without_slash>/[^?]*?[^/?])/+(?:\\?|$)")', [
      'return 308 $path_without_slash$is_args$args;',
    ]),
    'return 404;',
  ]),
];
