import { CACHE_RULES } from '../policy/cache-policy';
import { NOT_SITE_PAGES } from '../policy/not-site-pages';
import type { HeaderLines } from './headers';
import { block } from './syntax';

/**
 * The paths a browser would read as another host (`//host`, `/\host`, `/%5Chost`) answer 404,
 * never a redirect: checked on the path as sent, before slashes are merged.
 */
export const offSiteGuard = (): string[] => [
  'merge_slashes on;',
  '# A path a browser would read as another host (//host, /\\host, /%5Chost) is no page: 404, never a',
  '# redirect (checked on the path as sent, before slashes are merged; \\x5c is a backslash).',
  ...block('if ($request_uri ~ "^/(/|\\x5c|%5[Cc])")', ['return 404;']),
];

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

/** Dot files (the security manifest) are not served. */
export const hiddenDotFiles = (): string[] => [
  '# Dot files (the security manifest) are not served.',
  ...block('location ~ /\\.', ['return 404;']),
];
