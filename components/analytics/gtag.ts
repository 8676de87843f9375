import type { AnalyticsEvent } from './analytics-events';
import { appendScript } from './load-script';
import { deleteCookies } from './tracker-cookies';

type ConsentState = 'granted' | 'denied';
type ConsentParams = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage',
  ConsentState
>;
type GtagCommand =
  | ['consent', 'default' | 'update', ConsentParams]
  | ['js', Date]
  | ['config', string]
  | ['event', AnalyticsEvent['name'], AnalyticsEvent['params']];
export type Gtag = (...command: GtagCommand) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

/** Consent Mode v2 defaults: everything denied until the visitor chooses. */
export const CONSENT_DEFAULT: ConsentParams = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

function gtag(..._command: GtagCommand): void {
  // gtag.js only runs commands pushed as Arguments objects, exactly as Google's snippet does.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/**
 * The Consent Mode v2 state of a choice: statistics is `analytics_storage`; marketing is
 * `ad_storage`, `ad_user_data` and `ad_personalization` (Google's consent mode reference,
 * developers.google.com/tag-platform/security/guides/consent).
 */
export function consentModeOf({
  statistics,
  marketing,
}: {
  statistics: boolean;
  marketing: boolean;
}): ConsentParams {
  return {
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    analytics_storage: state(statistics),
  };
}

/**
 * Tells Google's tags the visitor's choice (`consent update`), after the all-denied default. A
 * refusal before anything was granted pushes nothing: the default already denies it all, and the
 * page keeps no dataLayer.
 */
export function updateConsentMode(choice: { statistics: boolean; marketing: boolean }): void {
  if (!window.gtag) {
    if (!choice.statistics && !choice.marketing) return;
    window.gtag = gtag;
    gtag('consent', 'default', CONSENT_DEFAULT);
  }
  gtag('consent', 'update', consentModeOf(choice));
}

/**
 * GA4 after statistics consent, once {@link updateConsentMode} has granted `analytics_storage`.
 * An empty `trackingId` never loads gtag.js.
 */
export function grantStatistics(trackingId: string): void {
  if (!trackingId) return;
  // Google's opt-out switch (developers.google.com/analytics/devguides/collection/ga4/disable-analytics).
  Reflect.set(window, `ga-disable-${trackingId}`, false);
  const src = `${GTAG_SRC}?id=${encodeURIComponent(trackingId)}`;
  if (!appendScript(src)) return;
  gtag('js', new Date());
  gtag('config', trackingId);
}

/** Statistics refused or revoked: Google's opt-out switch too, since gtag.js cannot be unloaded; the `_ga` cookies go. */
export function revokeStatistics(trackingId: string): void {
  if (trackingId) Reflect.set(window, `ga-disable-${trackingId}`, true);
  deleteCookies(document, (name) => /^_ga(?:_|$)/.test(name));
}
