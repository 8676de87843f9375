import { checkRedirects, findRedirect } from './redirects';

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

  it('reports redirects that hide a page or lead to another redirect', () => {
    expect(checkRedirects(table, new Set(['/kinoprogram']))).toEqual([]);
    expect(checkRedirects([...table, { from: '/old', to: '/kino', status: 301 }], new Set(['/basseng']))).toEqual([
      'redirect from /basseng hides the page at that path',
      'redirect from /old leads to /kino, which is redirected again',
    ]);
  });
});
