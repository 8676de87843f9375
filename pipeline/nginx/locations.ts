import { CACHE_RULES } from '@/policy/cache-policy';
import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import type { HeaderLines } from './headers';
import { block, quote } from './syntax';

/**
 * The paths a browser would read as another host (`//host`, `/\host`, `/%5Chost`) and paths with
 * a control character (`/%09/host`, which a browser reads as `//host` once it has dropped the tab
 * from a Location; issue 26) answer the 404 page, never a redirect: checked on the path as sent,
 * before slashes are merged and before decoding. nginx itself refuses raw control characters (400).
 */
export const offSiteGuard = (): string[] => [
  'merge_slashes on;',
  '# A path a browser would read as another host (//host, /\\host, /%5Chost) or with a control',
  '# character, encoded or raw (/%09/host: a browser drops the tab of a Location and reads //host),',
  '# is no page: 404, never a redirect (checked on the path as sent, before slashes are merged;',
  '# \\x5c is a backslash).',
  ...block(
    'if ($request_uri ~ "^/(/|\\x5c|%5[Cc])|^[^?]*(%[01][0-9A-Fa-f]|%7[Ff]|[\\x00-\\x1f\\x7f])")',
    ['return 404;'],
  ),
];

/**
 * Every 404 is the site's 404 page with its headers, from a named location: an internal redirect to
 * a named location skips the server-level guard, which would otherwise refuse the 404 page itself.
 * A named location keeps the method, so another method than GET and HEAD gets the status alone
 * (the file would answer it 405).
 */
export const notFoundPage = (headers: HeaderLines): string[] => [
  'error_page 404 @not_found;',
  ...block('location @not_found', [
    ...headers(CACHE_RULES.revalidate.value),
    ...block('if ($request_method !~ "^(?:GET|HEAD)$")', ['return 404;']),
    'try_files /404.html =404;',
  ]),
];

/** Another method than GET and HEAD on a page or file (nginx's 405): with `Allow`, as on the site server. */
export const methodNotAllowed = (headers: HeaderLines): string[] => [
  '# Another method than GET and HEAD on a page or file: 405 with Allow, as on the site server.',
  'error_page 405 @not_allowed;',
  ...block('location @not_allowed', [
    'add_header Allow "GET, HEAD" always;',
    ...headers('no-store'),
    'default_type "text/plain; charset=utf-8";',
    'return 405 "Metoden er ikke tillatt her.";',
  ]),
];

/**
 * The hashed assets (`/_next/static/…`) of the live build, else of each kept earlier build in turn
 * (issue 26, point 6): a page of an earlier build still open in a browser gets its scripts after a
 * swap, for as long as that build is kept. Without kept builds, `location /` serves them.
 */
export function keptBuildAssets(keptBuilds: readonly string[], headers: HeaderLines): string[] {
  if (keptBuilds.length === 0) return [];
  const name = (index: number) => `@kept_build_${index + 1}`;
  return [
    '# Hashed assets of the live build, else of a kept earlier build (a page of it may still be open).',
    ...block(`location ${CACHE_RULES.immutable.pathPrefix}`, [
      `try_files $uri ${name(0)};`,
      ...headers('$cache_control'),
    ]),
    ...keptBuilds.flatMap((root, index) =>
      block(`location ${name(index)}`, [
        `root ${quote(root)};`,
        `try_files $uri ${index + 1 < keptBuilds.length ? name(index + 1) : '=404'};`,
        ...headers('$cache_control'),
      ]),
    ),
  ];
}

/**
 * The pages: clean URLs (`/kinoprogram` → `kinoprogram.html`) with the cache rule of the file
 * served, the not-found page as a page of its own, and 404 for the files Next exports that are
 * not pages of the site, as on the site server.
 */
export const pageLocations = (headers: HeaderLines): string[] => [
  ...block('location = /', ['try_files /index.html =404;', ...headers('$cache_control')]),
  ...block('location /', [
    'try_files $uri $uri.html @other_letter_case;',
    ...headers('$cache_control'),
  ]),
  // The not-found page is a page of its own (docs/product.md, Pages and routes), as on the site server.
  ...block('location = /404.html', headers(CACHE_RULES.revalidate.value)),
  '# Files Next exports that are not pages of the site answer 404, as on the site server.',
  ...NOT_SITE_PAGES.flatMap((file) => block(`location = ${file}`, ['return 404;'])),
];

/** Dot files (the security manifest) and the pre-compressed variants by their own names are not served. */
export const hiddenDotFiles = (): string[] => [
  '# Dot files (the security manifest) are not served.',
  ...block('location ~ /\\.', ['return 404;']),
  '# A pre-compressed variant (.br, .gz) is only sent for its file, never by its own name.',
  ...block('location ~* \\.(?:br|gz)$', ['return 404;']),
];
