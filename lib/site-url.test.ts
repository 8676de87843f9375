import { siteUrl } from './site-url';

const site = { host: 'www.kulturhuset.no' };

describe('siteUrl', () => {
  it('writes a path on the site as its public URL, and the origin without a path', () => {
    expect(siteUrl(site, '/abonner/babykino.ics')).toBe(
      'https://www.kulturhuset.no/abonner/babykino.ics',
    );
    expect(siteUrl(site, '/#sted')).toBe('https://www.kulturhuset.no/#sted');
    expect(siteUrl(site)).toBe('https://www.kulturhuset.no');
  });

  it('refuses a path that would run into the host, and an empty host, naming them', () => {
    expect(() => siteUrl(site, 'kalender/a.ics')).toThrow(
      "site URL of 'kalender/a.ics' on www.kulturhuset.no: the path does not start with '/'",
    );
    expect(() => siteUrl({ host: '' }, '/')).toThrow("site URL of '/': site.host is empty");
  });
});
