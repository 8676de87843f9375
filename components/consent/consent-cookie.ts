/** The one cookie set without consent (strictly necessary, content/articles/info-om-cookies.json). */
export const CONSENT_COOKIE = 'kh_consent';

/** 12 months in seconds (Max-Age), as the cookie information page promises. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The two categories that need consent (ekomloven § 3-15); necessary cookies need none. */
export interface ConsentChoice {
  /** Google Analytics 4. */
  statistics: boolean;
  /** The Meta (Facebook) pixel. */
  marketing: boolean;
}

/** Nothing granted: the starting point of "Velg selv" on a first visit (no pre-ticked boxes). */
export const NO_CONSENT: ConsentChoice = { statistics: false, marketing: false };

/** A valid `kh_consent` value; the head script (consent-head.tsx) tests the cookie with the same pattern. */
export const CONSENT_VALUE = /^v1\.stats-([01])\.marketing-([01])$/;

export function serializeConsent(choice: ConsentChoice): string {
  return `v1.stats-${choice.statistics ? 1 : 0}.marketing-${choice.marketing ? 1 : 0}`;
}

/** Parses a value of {@link serializeConsent}; anything else gives `null`, so the visitor is asked again. */
export function parseConsent(value: string): ConsentChoice | null {
  const match = CONSENT_VALUE.exec(value);
  if (!match) return null;
  return { statistics: match[1] === '1', marketing: match[2] === '1' };
}

export function readConsentValue(cookies: string): string {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return value.join('=');
  }
  return '';
}

export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [
    `Max-Age=${CONSENT_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${CONSENT_COOKIE}=${serializeConsent(choice)}`, ...attributes].join('; ');
}
