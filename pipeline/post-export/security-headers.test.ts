import { filmclubOf } from '@/lib/config/filmclub';
import { testBuild } from '@/tests/config';
import { article, contentSet, production, site } from '@/tests/fixtures';
import { cspOptionsFor, imageOrigins } from './security-headers';

/** What the CSP reads of a build with only `variables` set, for the site of the fixtures (partner 184). */
const envOf = (variables: Record<string, string>) => {
  const build = testBuild(variables);
  return { runtimeUrl: build.runtimeUrl, filmclub: filmclubOf(build.filmclub, site.partnerId) };
};

describe('cspOptionsFor', () => {
  it('allows the runtime service and, on a member build, the film-club backend of the build env', () => {
    const env = envOf({
      EMULATOR_PORT: '4501',
      PARTNER_ID: '118',
      FILMCLUB_118_URL: 'https://klubb.example.no/api',
      RUNTIME_URL: 'https://runtime.example.no/v1',
    });
    const options = cspOptionsFor(contentSet(), env);
    expect(options.connectOrigins).toEqual([
      'https://runtime.example.no',
      'https://klubb.example.no',
    ]);
    expect(options.imageOrigins).toContain('https://klubb.example.no');
  });

  it('allows no film-club origin on the public build, and the emulator as runtime by default', () => {
    const options = cspOptionsFor(contentSet(), envOf({ EMULATOR_PORT: '4501' }));
    expect(options.connectOrigins).toEqual(['http://127.0.0.1:4501']);
  });

  it('turns trackers on from the site config and names its ticketing hosts', () => {
    const options = cspOptionsFor(
      contentSet({ site: { ...site, analyticsTrackingId: 'G-TEST123', facebookPixelId: '' } }),
      envOf({}),
    );
    expect(options).toMatchObject({
      analytics: true,
      pixel: false,
      ticketingOrigins: ['https://billett.example.no'],
    });
    expect(options.frameOrigins).toContain('https://www.youtube-nocookie.com');
  });
});

describe('imageOrigins', () => {
  it('collects the hosts of absolute image URLs in the content and ignores site paths and other links', () => {
    const remote = article('nytt-bygg', {
      image: {
        type: 'image',
        url: 'https://images.ctfassets.net/space/bilde.jpg',
        alt: 'Bygg',
        width: 800,
        height: 600,
      },
    });
    const local = production({ title: 'Film', catalogueNumber: 'DXM2601249' });
    expect(imageOrigins(contentSet({ articles: [remote], productions: [local] }))).toEqual([
      'https://images.ctfassets.net',
    ]);
  });
});
