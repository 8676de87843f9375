/**
 * The query parameter of the login and registration pages naming the page the visitor came from
 * (`/filmklubb/logg-inn?tilbake=%2Fdune-dxm1234567`): docs/product.md, Return after login. Apart
 * from the parser (return-path.ts) because the header's «Logg inn» of every page needs only this.
 */
export const RETURN_PARAM = 'tilbake';

/** `page` carrying `path` (a path on this site, with its query and hash) as where to return to. */
export const withReturnPath = (page: string, path: string): string =>
  `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/** `page`, carrying `path` when there is one. */
export const returnHref = (page: string, path: string | null): string =>
  path ? withReturnPath(page, path) : page;
