import {
  CONSENT_MAX_AGE_S,
  consentCookie,
  parseConsent,
  readConsentValue,
  serializeConsent,
} from './consent-cookie';

describe('kh_consent cookie', () => {
  it('serialises a choice as v1.stats-<0|1>.marketing-<0|1>', () => {
    expect(serializeConsent({ statistics: true, marketing: false })).toBe('v1.stats-1.marketing-0');
    expect(serializeConsent({ statistics: false, marketing: true })).toBe('v1.stats-0.marketing-1');
  });

  it('parses every serialised choice back to the same choice', () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(serializeConsent({ statistics, marketing }))).toEqual({
          statistics,
          marketing,
        });
      }
    }
  });

  it.each([
    '',
    'v2.stats-1.marketing-1',
    'v1.stats-2.marketing-0',
    'v1.stats-1',
    'yes',
    'v1.stats-1.marketing-1;x',
  ])('treats %p as no choice', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('reads kh_consent among other cookies and gives an empty string when it is missing', () => {
    expect(readConsentValue('_ga=GA1.1.1; kh_consent=v1.stats-1.marketing-0; other=a=b')).toBe(
      'v1.stats-1.marketing-0',
    );
    expect(readConsentValue('xkh_consent=v1.stats-1.marketing-1; _fbp=fb.1')).toBe('');
    expect(readConsentValue('')).toBe('');
  });

  it('writes a first-party cookie for 12 months with SameSite=Lax on path /', () => {
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
    expect(consentCookie({ statistics: false, marketing: false }, { secure: false })).toBe(
      'kh_consent=v1.stats-0.marketing-0; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie({ statistics: true, marketing: true }, { secure: true })).toMatch(
      /; Secure$/,
    );
  });
});
