import type { ConsentChoice } from './consent-cookie';

/** The site config's tracker ids (`site.analyticsTrackingId`, `site.facebookPixelId`); empty = off. */
export interface TrackerIds {
  trackingId: string;
  pixelId: string;
}

/** What the banner says of a category it offers: the switch's label and what the tracker does. */
export interface ConsentCategoryText {
  category: keyof ConsentChoice;
  label: string;
  description: string;
}

/**
 * The categories the banner asks about: statistics only with a GA4 id, marketing only with a Meta
 * pixel id. A category whose tracker is off is neither offered nor named (issue 32, point 9).
 */
export function offeredCategories({ trackingId, pixelId }: TrackerIds): ConsentChoice {
  return { statistics: trackingId !== '', marketing: pixelId !== '' };
}

/** Whether there is anything to ask: with no tracker, no banner and no "Endre samtykke". */
export function asksConsent(offered: ConsentChoice): boolean {
  return offered.statistics || offered.marketing;
}

/** A choice within the offer: a category not offered is never granted, whatever a cookie says. */
export function withinOffer(choice: ConsentChoice, offered: ConsentChoice): ConsentChoice {
  return {
    statistics: choice.statistics && offered.statistics,
    marketing: choice.marketing && offered.marketing,
  };
}
