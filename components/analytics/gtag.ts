import type { AnalyticsEvent } from './analytics-events';
import { appendScript } from './load-script';
import { deleteCookies } from './tracker-cookies';

type ConsentState = 'granted' | 'denied';
type ConsentParams = Partial<
  Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', ConsentState>
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

/**
 * GA4 with Consent Mode v2 after statistics consent; `ad_*` stays denied (marketing covers only the
 * Meta pixel). An empty `trackingId` never loads gtag.js.
 */
export function grantStatistics(trackingId: string): void {
  if (!window.gtag) {
    window.gtag = gtag;
    gtag('consent', 'default', CONSENT_DEFAULT);
  }
  gtag('consent', 'update', { analytics_storage: 'granted' });
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
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  if (trackingId) Reflect.set(window, `ga-disable-${trackingId}`, true);
  deleteCookies(document, (name) => /^_ga(?:_|$)/.test(name));
}
