/**
 * Files Next exports that are not pages of the site: the 404 page is served with status 404 for
 * unknown paths (and stays reachable as `/404.html`, docs/product.md), `index.html` is `/`. Both the site
 * server and the emitted nginx config answer these paths 404.
 */
export const NOT_SITE_PAGES: readonly string[] = ['/404', '/index', '/_not-found'];
