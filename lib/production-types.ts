import type { Production, ProductionType, Site } from './schemas';

/**
 * What a visitor sees of a production's type (issue 11, item 5): the display label from the
 * site's `productionTypes` table (`content/site.json`), never the platform's type code. A type
 * missing from the table is reported as a content problem when the content loads
 * (`services/content/references.ts`) and shown with the neutral fallback below.
 */
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

/** The content entry of a production's type, or undefined when the table has none. */
export const productionTypeOf = (
  site: Site,
  production: Pick<Production, 'typeText'>,
): ProductionType | undefined => tableOf(site).get(production.typeText);

/** The Norwegian display label of a production's type, e.g. `Utleie av idrettssal` for `Idrettsal leie`. */
export const typeLabelOf = (
  site: Site,
  production: Pick<Production, 'typeText' | 'object'>,
): string => productionTypeOf(site, production)?.label ?? FALLBACK_TYPE_LABEL[production.object];

/** The rental settings of a production whose events are hall hours to book; undefined for shows. */
export const rentalOf = (
  site: Site,
  production: Pick<Production, 'typeText'>,
): ProductionType['rental'] => productionTypeOf(site, production)?.rental;

/** The noun for a type's dated events when its entry names none: films have `visninger`, the rest `arrangementer`. */
export const FALLBACK_EVENTS_NOUN: Record<Production['object'], string> = {
  movie: 'visninger',
  culture: 'arrangementer',
};

/**
 * What a production's dated events are called, plural and lower case (issue 17, item 6): only
 * films have "visninger"; concerts "forestillinger", matches "kamper", from the type's
 * `eventsNoun` in `content/site.json`, else {@link FALLBACK_EVENTS_NOUN}.
 */
export const eventsNounOf = (
  site: Site,
  production: Pick<Production, 'typeText' | 'object'>,
): string =>
  productionTypeOf(site, production)?.eventsNoun ?? FALLBACK_EVENTS_NOUN[production.object];

/**
 * The noun for a list of several productions' events (a schedule): theirs when they all share
 * one (a cinema schedule: `visninger`), else `arrangementer`.
 */
export function eventsNounOfAll(
  site: Site,
  productions: readonly Pick<Production, 'typeText' | 'object'>[],
): string {
  const nouns = new Set(productions.map((production) => eventsNounOf(site, production)));
  const [only] = nouns;
  return nouns.size === 1 && only ? only : FALLBACK_EVENTS_NOUN.culture;
}
