/** @jest-environment jsdom */
import { cookieDomains, cookieNames, deleteCookies } from './tracker-cookies';

describe('tracker cookies', () => {
  it('lists the cookie names of a document.cookie string', () => {
    expect(cookieNames('_ga=GA1.1.5; _ga_ABC=GS1=x; kh_consent=v1.stats-1.marketing-1')).toEqual([
      '_ga',
      '_ga_ABC',
      'kh_consent',
    ]);
    expect(cookieNames('')).toEqual([]);
  });

  it('tries the host and every parent domain below the top-level domain', () => {
    expect(cookieDomains('www.kulturhuset.no')).toEqual(['www.kulturhuset.no', 'kulturhuset.no']);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });

  it('deletes only the matching cookies', () => {
    document.cookie = '_ga=GA1.1.5; Path=/';
    document.cookie = '_ga_ABC123=GS1.1.7; Path=/';
    document.cookie = 'kh_consent=v1.stats-0.marketing-0; Path=/';
    expect(deleteCookies(document, (name) => /^_ga(?:_|$)/.test(name))).toEqual([
      '_ga',
      '_ga_ABC123',
    ]);
    expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-0');
  });
});
