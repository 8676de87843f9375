/** What an image belongs to (its palette kind) and what it shows (its motif), from the entity's type, genres, category or title. */
import path from 'node:path';
import { isObject, str, type JsonObject } from './json';

export type Kind =
  'film' | 'concert' | 'theatre' | 'swim' | 'sports' | 'festival' | 'culture' | 'news' | 'page';
export type Motif = Exclude<Kind, 'news' | 'page'> | 'soft';

/** A keyword table: what a text is, its exact words and its word prefixes, first match wins. */
export type KeywordTable<T> = ReadonlyArray<readonly [T, readonly string[], readonly string[]]>;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const KEYWORDS: KeywordTable<Motif> = [
  // [motif, exact words, word prefixes]
  [
    'swim',
    ['bad', 'badet', 'bading', 'vannaerobic', 'vanngym'],
    ['svøm', 'basseng', 'badeland', 'stup'],
  ],
  [
    'sports',
    ['kamp', 'sport', 'trim'],
    [
      'idrett',
      'håndball',
      'fotball',
      'basket',
      'volleyball',
      'futsal',
      'innebandy',
      'badminton',
      'turnering',
      'trening',
      'idrettsal',
      'cup',
    ],
  ],
  ['film', ['kino'], ['film', 'kinodag', 'kinoprogram', 'movie', 'cinema']],
  ['festival', ['leir'], ['festival', 'sommerleir', 'marked', 'feiring', 'jubileum']],
  [
    'concert',
    ['kor', 'band', 'pop', 'rock', 'blues', 'jazz', 'opera', 'gospel', 'viser'],
    ['konsert', 'musikk', 'orkester', 'symfoni', 'korps', 'sang'],
  ],
  [
    'theatre',
    ['revy', 'show', 'dans', 'scene'],
    [
      'teater',
      'forestilling',
      'musikal',
      'standup',
      'stand-up',
      'humor',
      'komikk',
      'ballett',
      'opplesning',
    ],
  ],
];

/** The first entry of `table` with an exact word or a word prefix in `text` (case-insensitive). */
export function firstMatch<T>(text: string, table: KeywordTable<T>): T | undefined {
  const list = words(text);
  for (const [value, exact, prefixes] of table) {
    if (
      list.some(
        (word) => exact.includes(word) || prefixes.some((prefix) => word.startsWith(prefix)),
      )
    )
      return value;
  }
  return undefined;
}

/** The motif `text` names (a production's type and genres, or a title), if any. */
export function classify(text: string): Motif | undefined {
  return firstMatch(text, KEYWORDS);
}

interface EntityInfo {
  title: string;
  kind: Kind;
  motif: Motif;
  label: string;
  /** A production's type label and genres, in the content's order: what its poster's scene is drawn from (poster-plan.ts). */
  typeText: string;
  genres: string[];
  /** A production's catalogue number, the order in which posters claim compositions. */
  order: string;
}

/** Title, palette kind, motif and poster label of a production, article or page definition read from `file`. */
export function describeEntity(
  entity: JsonObject,
  source: 'production' | 'article' | 'page',
  file: string,
): EntityInfo {
  const title = str(entity.title) || path.basename(file, '.json');
  const none = { typeText: '', genres: [], order: '' };
  if (source === 'production') {
    const features = isObject(entity.features) ? entity.features : {};
    const genres = Array.isArray(features.genres)
      ? features.genres.filter((genre): genre is string => typeof genre === 'string')
      : [];
    const typeText = str(entity.typeText);
    const order = str(entity.catalogueNumber);
    if (str(entity.object) === 'movie') {
      const label = genres.length > 0 ? genres.slice(0, 3).join(' · ') : typeText || 'Film';
      return { title, kind: 'film', motif: 'film', label, typeText: '', genres, order };
    }
    const parts = [typeText, ...genres].filter(
      (part, index, all) =>
        part && all.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index,
    );
    const motif = classify(`${typeText} ${genres.join(' ')}`) ?? classify(title) ?? 'culture';
    const kind: Kind = motif === 'soft' ? 'culture' : motif;
    return { title, kind, motif, label: parts.slice(0, 2).join(' · '), typeText, genres, order };
  }
  if (source === 'article') {
    const category = str(entity.category);
    if (category === 'cinema')
      return { ...none, title, kind: 'film', motif: 'film', label: 'Kino' };
    // Articles keep a calm palette; the title may still pick a gentle motif (waves, court lines…).
    const motif = classify(title) ?? 'soft';
    return {
      ...none,
      title,
      kind: 'news',
      motif,
      label: category === 'culture' ? 'Kultur' : 'Nyheter',
    };
  }
  const motif = classify(`${title} ${str(entity.id)}`);
  if (motif === undefined || motif === 'soft')
    return { ...none, title, kind: 'page', motif: 'soft', label: '' };
  return { ...none, title, kind: motif, motif, label: '' };
}
