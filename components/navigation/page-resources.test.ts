/** @jest-environment jsdom */
import { chunkUrls, documentChunks, fetchPageResources, pageDataUrl } from './page-resources';

/** The head of an exported page as Next 16 writes it (shortened): scripts, a stylesheet, island preloads, the inlined payload. */
const HTML = [
  '<link rel="stylesheet" href="/_next/static/chunks/1kwo0boctrwto.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/3w0etau_6j-fn.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/16e4zi6o30w9l.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/3w0etau_6j-fn.js" async=""></script>',
  '<link rel="preload" as="image" href="/images/pages/om-kinoen.svg"/>',
  '<script>self.__next_f.push([1,"4:\\"/_next/static/chunks/3w0etau_6j-fn.js\\"\\n"])</script>',
].join('');
const PAYLOAD =
  '1:"$Sreact.fragment"\n4:"/_next/static/chunks/3w0etau_6j-fn.js"\n5:I[39756,["$4"],"default"]';

/** The parts of a fetch Response the loader reads (jsdom has no Response). */
function answer(body: string, status = 200, type = 'text/plain; charset=utf-8') {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': type }),
    text: async () => body,
    blob: async () => body,
  };
}

describe('page resources of an exported page', () => {
  it('finds the page data beside the page, keeping the search', () => {
    expect(pageDataUrl('/')).toBe('/index.txt');
    expect(pageDataUrl('/kinoprogram')).toBe('/kinoprogram.txt');
    expect(pageDataUrl('/article/personvernerklaering?side=2#topp')).toBe(
      '/article/personvernerklaering.txt?side=2',
    );
    expect(pageDataUrl('/filmklubb/')).toBe('/filmklubb/index.txt');
  });

  it("reads the distinct JS and CSS chunks of a page's HTML, with the preloaded islands, not its images", () => {
    expect(chunkUrls(HTML)).toEqual([
      '/_next/static/chunks/1kwo0boctrwto.css',
      '/_next/static/chunks/3w0etau_6j-fn.js',
      '/_next/static/chunks/16e4zi6o30w9l.js',
    ]);
  });

  /** A site answering page data, pages and chunks like the site server. */
  const site = (overrides: Record<string, ReturnType<typeof answer>> = {}) =>
    jest.fn(
      async (url: string) =>
        overrides[url] ??
        (url.endsWith('.txt')
          ? answer(PAYLOAD)
          : url.startsWith('/_next/')
            ? answer('chunk', 200, 'text/javascript')
            : answer(HTML, 200, 'text/html; charset=utf-8')),
    );

  it('loads the page data, the page and only the chunks the document lacks', async () => {
    const fetcher = site();
    await fetchPageResources('/om-kinoen', {
      fetcher: fetcher as unknown as typeof fetch,
      isLoaded: (chunk) => chunk.endsWith('3w0etau_6j-fn.js'),
    });
    expect(fetcher.mock.calls.map(([url]) => url).sort()).toEqual([
      '/_next/static/chunks/16e4zi6o30w9l.js',
      '/_next/static/chunks/1kwo0boctrwto.css',
      '/om-kinoen',
      '/om-kinoen.txt',
    ]);
  });

  it('fails naming the URL when the page data or a chunk fails', async () => {
    const isLoaded = () => false;
    const load = (overrides: Record<string, ReturnType<typeof answer>>) =>
      fetchPageResources('/om-kinoen', {
        fetcher: site(overrides) as unknown as typeof fetch,
        isLoaded,
      });
    await expect(
      load({ '/om-kinoen.txt': answer('Fant ikke siden', 404, 'text/html') }),
    ).rejects.toThrow('/om-kinoen.txt answered 404');
    await expect(
      load({ '/om-kinoen.txt': answer('<!doctype html>', 200, 'text/html') }),
    ).rejects.toThrow('/om-kinoen.txt is text/html, not page data');
    await expect(
      load({ '/om-kinoen': answer('Fant ikke siden', 404, 'text/html') }),
    ).rejects.toThrow('/om-kinoen answered 404');
    await expect(
      load({ '/_next/static/chunks/16e4zi6o30w9l.js': answer('', 503) }),
    ).rejects.toThrow('/_next/static/chunks/16e4zi6o30w9l.js answered 503');
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchPageResources('/om-kinoen', { fetcher: offline as unknown as typeof fetch, isLoaded }),
    ).rejects.toThrow('Failed to fetch');
  });

  it("lists the document's scripts and stylesheets as paths", () => {
    document.head.innerHTML =
      '<script src="/_next/static/chunks/a.js"></script><link rel="stylesheet" href="http://localhost/_next/static/chunks/b.css"><link rel="icon" href="/favicon.ico">';
    expect([...documentChunks(document)].sort()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.css',
    ]);
  });
});
