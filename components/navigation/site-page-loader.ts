import { createPageLoader, type PageLoader } from './page-loader';
import { documentChunks, fetchPageResources } from './page-resources';

/** The site's one page loader: it fetches what the document lacks of the next page (docs/browser.md, Client navigation). */
export const pageLoader: PageLoader = createPageLoader({
  fetchResources: (path) => {
    const loaded = documentChunks(document);
    return fetchPageResources(path, { isLoaded: (chunk) => loaded.has(chunk) });
  },
});
