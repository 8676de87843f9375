import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('caches hashed Next assets for a year, immutable, also when pre-compressed', () => {
    expect(cacheControlFor('/out/_next/static/chunks/abc.js.br')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates HTML on every visit, also its brotli and gzip variants', () => {
    for (const file of [
      '/out/kinoprogram.html',
      '/out/kinoprogram.html.br',
      '/out/kinoprogram.html.gz',
    ])
      expect(cacheControlFor(file)).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps unhashed images for a day', () => {
    expect(cacheControlFor('/out/images/productions/x-cover.svg')).toBe('public, max-age=86400');
  });

  it('makes the browser ask again for the service worker on every check, also pre-compressed', () => {
    for (const file of ['/out/sw.js', '/out/sw.js.br', '/out/sw.js.gz'])
      expect(cacheControlFor(file)).toBe('no-cache');
    expect(cacheControlFor('/out/_next/static/chunks/sw.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
