import type { Production, ProductionType, Site } from './schemas';

/** For a type missing from `productionTypes` (reported when the content loads): never the type code. */
export const FALLBACK_TYPE_LABEL: Record<Production['object'], string> = {
  movie: 'Film',
  culture: 'Arrangement',
};

const tablesOf = new WeakMap<Site, Map<string, ProductionType>>();

function tableOf(site: Site): Map<string, ProductionType> {
  let table = tablesOf.get(site);
  if (!table) {
    table = new Map(site.productionTypes.map((entry) => [entry.type, entry]));
    tablesOf.set(site, table);
  }
  return table;
}

export const productionTypeOf = (
  site: Site,
  production: Pick<Production, 'typeText'>,
): ProductionType | undefined => tableOf(site).get(production.typeText);

export const typeLabelOf = (
  site: Site,
  production: Pick<Production, 'typeText' | 'object'>,
): string => productionTypeOf(site, production)?.label ?? FALLBACK_TYPE_LABEL[production.object];

/** Undefined for shows. */
export const rentalOf = (
  site: Site,
  production: Pick<Production, 'typeText'>,
): ProductionType['rental'] => productionTypeOf(site, production)?.rental;

export const FALLBACK_EVENTS_NOUN: Record<Production['object'], string> = {
  movie: 'visninger',
  culture: 'arrangementer',
};

/** Plural and lower case: only films have "visninger". */
export const eventsNounOf = (
  site: Site,
  production: Pick<Production, 'typeText' | 'object'>,
): string =>
  productionTypeOf(site, production)?.eventsNoun ?? FALLBACK_EVENTS_NOUN[production.object];

/** Their noun when all share one, else `arrangementer`. */
export function eventsNounOfAll(
  site: Site,
  productions: readonly Pick<Production, 'typeText' | 'object'>[],
): string {
  const nouns = new Set(productions.map((production) => eventsNounOf(site, production)));
  const [only] = nouns;
  return nouns.size === 1 && only ? only : FALLBACK_EVENTS_NOUN.culture;
}
