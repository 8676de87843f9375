import { grantStatistics, revokeStatistics, updateConsentMode } from '@/components/analytics/gtag';
import { grantMarketing, revokeMarketing } from '@/components/analytics/meta-pixel';
import { offeredCategories, withinOffer, type TrackerIds } from './consent-categories';
import type { ConsentChoice } from './consent-cookie';

/**
 * Starts or stops each tracker as chosen; before a choice nothing non-essential loads (ekomloven
 * § 3-15). Google's Consent Mode hears the whole choice first, so gtag.js starts under it.
 */
export function applyConsent(choice: ConsentChoice, ids: TrackerIds): void {
  const granted = withinOffer(choice, offeredCategories(ids));
  updateConsentMode(granted);
  if (granted.statistics) grantStatistics(ids.trackingId);
  else revokeStatistics(ids.trackingId);
  if (granted.marketing) grantMarketing(ids.pixelId);
  else revokeMarketing();
}
