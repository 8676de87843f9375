import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('caches hashed Next assets for a year, immutable, also when pre-compressed', () => {
    expect(cacheControlFor('/out/_next/static/chunks/abc.js.br')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates HTML on every visit, also its brotli and gzip variants', () => {
    for (const file of ['/out/kinoprogram.html', '/out/kinoprogram.html.br', '/out/kinoprogram.html.gz']) expect(cacheControlFor(file)).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps unhashed images for a day', () => {
    expect(cacheControlFor('/out/images/productions/x-cover.svg')).toBe('public, max-age=86400');
  });
});
