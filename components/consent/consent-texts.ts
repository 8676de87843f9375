import type { ConsentChoice } from './consent-cookie';
import type { ConsentCategoryText } from './consent-categories';

const TEXTS: ConsentCategoryText[] = [
  {
    category: 'statistics',
    label: 'Statistikk',
    description: 'Google Analytics teller besøk og viser hvilke sider som brukes mest.',
  },
  {
    category: 'marketing',
    label: 'Markedsføring',
    description:
      'Facebook-pikselen fra Meta måler og målretter annonsene våre på Facebook og Instagram.',
  },
];

/**
 * The offered categories' switch texts, read on the server and handed to the banner as props, so
 * the words travel in the page's data and not in every page's script.
 */
export function consentCategoryTexts(offered: ConsentChoice): ConsentCategoryText[] {
  return TEXTS.filter(({ category }) => offered[category]);
}

/** The purposes the banner names: `statistikk og markedsføring`, or the one offered. */
export function consentPurposes(offered: ConsentChoice): string {
  return consentCategoryTexts(offered)
    .map(({ label }) => label.toLowerCase())
    .join(' og ');
}
