import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import type { HeaderLines } from './headers';
import { block, quote, urlToken } from './syntax';

/** The lower-case pages a path in other letter case may name: every page but `/` and the files that are no page. */
export const lowerCasePages = (pages: Iterable<string>): string[] =>
  [...pages]
    .filter((page) => page !== '/' && page === page.toLowerCase() && !NOT_SITE_PAGES.includes(page))
    .sort();

/**
 * `map $uri $lower_case_page`: nginx matches a map's string keys ignoring case, so `/Kinoprogram`
 * finds the key `/kinoprogram`, as the site server's `lowerCasePage` (policy/page-index.ts) does.
 */
export const lowerCasePageMap = (pages: readonly string[]): string[] => [
  '# The lower-case page a path names in any letter case (map keys match ignoring case), as on the site server.',
  ...block('map $uri $lower_case_page', [
    'default "";',
    ...pages.map((page) => `${quote(urlToken(page))} ${quote(page)};`),
  ]),
];

/** No file: a page in other letter case (/Kinoprogram) is redirected to its lower-case path (301), else 404. */
export const otherLetterCase = (headers: HeaderLines): string[] => [
  '# No file: a page in other letter case (/Kinoprogram) is redirected to its lower-case path (301).',
  ...block('location @other_letter_case', [
    'if ($lower_case_page = "") {',
    '    return 404;',
    '}',
    'return 301 $lower_case_page$is_args$args;',
    ...headers(),
  ]),
];
