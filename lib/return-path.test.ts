import { MEMBER_PAGES } from './member-pages';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from './return-path';

const TICKETS = MEMBER_PAGES.tickets;

describe('safeReturnPath', () => {
  it.each([
    ['/dune-del-to-dxm1234567', '/dune-del-to-dxm1234567'],
    ['/', '/'],
    [
      '/kinoprogram?dag=2026-11-28&sjanger=Drama#program',
      '/kinoprogram?dag=2026-11-28&sjanger=Drama#program',
    ],
    ['/search?q=sv%C3%B8mmehall', '/search?q=sv%C3%B8mmehall'],
    ['/filmklubb/min-liste', '/filmklubb/min-liste'],
    ['/søk?q=æøå', '/s%C3%B8k?q=%C3%A6%C3%B8%C3%A5'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL without a slash', 'http:evil.example'],
    ['a protocol-relative host', '//evil.example'],
    ['a protocol-relative host with a path', '//evil.example/dune-dxm1234567'],
    ['three slashes', '///evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded slash, lower case', '/%2fevil.example'],
    ['a double-encoded slash', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['a backslash in the query', '/kinoprogram?x=\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash', '/javascript:alert(1)//%0aalert(1)'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/kinoprogram\nSet-Cookie: x=1'],
    ['an encoded newline', '/kinoprogram%0D%0ASet-Cookie:x'],
    ['a NUL', '/kinoprogram\u0000'],
    ['a leading space', ' /kinoprogram'],
    ['malformed encoding', '/kinoprogram?q=%E0%A4%A'],
    ['encoded more often than anyone would', `/${'%25'.repeat(1)}2525252F`],
    ['very long input', `/${'a'.repeat(1_000)}`],
    ['the login page', MEMBER_PAGES.login],
    ['the login page with a query', `${MEMBER_PAGES.login}?${RETURN_PARAM}=%2F`],
    ['the login page with a slash', `${MEMBER_PAGES.login}/`],
    ['the login page as its file', `${MEMBER_PAGES.login}.html`],
    ['the login page in capitals', MEMBER_PAGES.login.toUpperCase()],
    ['the login page encoded', '/filmklubb/logg%2Dinn'],
    ['the registration page', MEMBER_PAGES.register],
    ['the forgot-password page', MEMBER_PAGES.forgotPassword],
  ])('falls back to «Mine billetter» for %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBe(TICKETS);
  });

  it('keeps a path of 1,000 characters', () => {
    const path = `/${'a'.repeat(999)}`;
    expect(safeReturnPath(path)).toBe(path);
  });
});

describe('withReturnPath', () => {
  it('carries the path with its query and hash, read back as it was', () => {
    const href = withReturnPath(MEMBER_PAGES.login, '/kinoprogram?dag=2026-11-28&x=1#program');
    expect(href).toBe(
      `${MEMBER_PAGES.login}?${RETURN_PARAM}=%2Fkinoprogram%3Fdag%3D2026-11-28%26x%3D1%23program`,
    );
    const back = new URL(href, 'https://kulturhuset.no').searchParams.get(RETURN_PARAM);
    expect(safeReturnPath(back)).toBe('/kinoprogram?dag=2026-11-28&x=1#program');
  });
});
