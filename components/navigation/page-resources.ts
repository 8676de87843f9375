// Chunks are read from the page's HTML: the RSC payload does not name the islands it loads on
// demand (`next/dynamic`).

/** Static chunks named in a page's HTML (`src="/_next/static/chunks/….js"`, stylesheet and preload links). */
const CHUNK = /"(\/_next\/static\/[^"]+?\.(?:js|css))"/g;

/** The URL of the page data of `path` (path, optionally with search and hash), e.g. `/kinoprogram?dag=2` → `/kinoprogram.txt?dag=2`. */
export function pageDataUrl(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  const file = url.pathname.endsWith('/') ? `${url.pathname}index.txt` : `${url.pathname}.txt`;
  return file + url.search;
}

export function chunkUrls(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(CHUNK), (match) => match[1] as string))];
}

/** `fetch` that fails on a non-2xx answer. Resolves to the response, unread. */
async function fetchOk(fetcher: typeof fetch, url: string): Promise<Response> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export interface PageResourceOptions {
  /** Whether the document already has this chunk (a script or stylesheet it loaded). */
  isLoaded: (chunk: string) => boolean;
  fetcher?: typeof fetch;
}

/** Fetches `url` and fails unless it answers 2xx with a content type matching `type`; resolves to the body. */
async function fetchText(
  fetcher: typeof fetch,
  url: string,
  type: RegExp,
  what: string,
): Promise<string> {
  const response = await fetchOk(fetcher, url);
  const contentType = response.headers.get('content-type') ?? '';
  if (!type.test(contentType))
    throw new Error(`${url} is ${contentType || 'untyped'}, not ${what}`);
  return response.text();
}

/**
 * Loads the page data and missing chunks of `path` into the cache. Rejects with an Error naming the
 * URL on a failed or non-2xx request or an unexpected content type.
 */
export async function fetchPageResources(
  path: string,
  { isLoaded, fetcher = fetch }: PageResourceOptions,
): Promise<void> {
  const page = new URL(path, 'http://site.invalid');
  const loadChunks = async () => {
    const html = await fetchText(fetcher, page.pathname + page.search, /^text\/html/, 'a page');
    await Promise.all(
      chunkUrls(html)
        .filter((chunk) => !isLoaded(chunk))
        .map(async (chunk) => (await fetchOk(fetcher, chunk)).blob()),
    );
  };
  await Promise.all([
    fetchText(fetcher, pageDataUrl(path), /^text\/(?:plain|x-component)/, 'page data'),
    loadChunks(),
  ]);
}

/** The static chunks this document has loaded: its script sources and stylesheet links, as paths. */
export function documentChunks(doc: Document): Set<string> {
  const urls = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map(
    (script) => script.src,
  );
  urls.push(
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')].map(
      (link) => link.href,
    ),
  );
  return new Set(urls.map((url) => new URL(url, doc.baseURI).pathname));
}
