import { grantStatistics, revokeStatistics } from '@/components/analytics/gtag';
import { grantMarketing, revokeMarketing } from '@/components/analytics/meta-pixel';
import type { ConsentChoice } from './consent-cookie';

/** The site config's tracker ids (`site.analyticsTrackingId`, `site.facebookPixelId`); empty = off. */
export interface TrackerIds {
  trackingId: string;
  pixelId: string;
}

/** Starts or stops each tracker as chosen; before a choice nothing non-essential loads (ekomloven § 3-15). */
export function applyConsent(choice: ConsentChoice, { trackingId, pixelId }: TrackerIds): void {
  if (choice.statistics) grantStatistics(trackingId);
  else revokeStatistics(trackingId);
  if (choice.marketing) grantMarketing(pixelId);
  else revokeMarketing();
}
