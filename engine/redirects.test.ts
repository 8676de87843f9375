import { checkRedirects, findRedirect, withoutTrailingSlashes } from './redirects';

const table = [
  { from: '/basseng', to: '/billetter-svommehall', status: 308 as const },
  { from: '/kino', to: '/kinoprogram', status: 301 as const },
];

describe('redirects', () => {
  it('finds the redirect of a path, with or without a trailing slash', () => {
    expect(findRedirect(table, '/basseng')?.to).toBe('/billetter-svommehall');
    expect(findRedirect(table, '/kino/')?.status).toBe(301);
    expect(findRedirect(table, '/kinoprogram')).toBeUndefined();
  });

  it('trims trailing slashes only, keeping the root and inner slashes', () => {
    expect(withoutTrailingSlashes('/kino///')).toBe('/kino');
    expect(withoutTrailingSlashes('/a//b/')).toBe('/a//b');
    expect(withoutTrailingSlashes('///')).toBe('/');
    expect(withoutTrailingSlashes('/')).toBe('/');
  });

  it('takes linear time on a path of many slashes that does not end in one', () => {
    // The old /\/+$/ took about 4 s of CPU here (quadratic); a linear scan takes well under a millisecond.
    const path = `/x${'/'.repeat(100_000)}x`;
    const before = process.cpuUsage();
    expect(findRedirect(table, path)).toBeUndefined();
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1_000).toBeLessThan(250);
  });

  it('reports redirects that hide a page or lead to another redirect', () => {
    expect(checkRedirects(table, new Set(['/kinoprogram']))).toEqual([]);
    expect(
      checkRedirects([...table, { from: '/old', to: '/kino', status: 301 }], new Set(['/basseng'])),
    ).toEqual([
      'redirect from /basseng hides the page at that path',
      'redirect from /old leads to /kino, which is redirected again',
    ]);
  });
});
