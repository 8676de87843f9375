/**
 * Norwegian text normalisation for the site search (issue 6, item 1). The same functions run when
 * the index is built (pipeline/post-export/search-index.ts) and on every query in the browser, so a
 * word and its spellings meet on one term:
 * - case and accents: `Café` → `cafe`;
 * - æ/ø/å and their ASCII spellings: `svømmehall`, `svoemmehall` and `svommehall` → `svommehall`,
 *   `går`/`gaar`/`gar` → `gar`, `vær`/`vaer` → `vaer`;
 * - inflections: a light stemmer after the Snowball Norwegian algorithm
 *   (https://snowballstem.org/algorithms/norwegian/stemmer.html): `konsert`, `konserter`,
 *   `konserten`, `konsertene` → `konsert`.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * Lower-cases and folds a text to ASCII letters and digits as Norwegians spell without æ, ø, å:
 * æ → ae, ø → o, å → a (also `aa` → a and `oe` → o, the older spellings), other accents dropped.
 * Anything that is neither letter nor digit becomes a space.
 */
export function foldNorwegian(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æä]/g, 'ae')
    .replace(/[øö]/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Step 1 suffixes of the Snowball Norwegian stemmer, longest first (so the longest match wins). */
const STEP1_SUFFIXES = [
  'hetenes',
  'hetene',
  'hetens',
  'heten',
  'heter',
  'endes',
  'edes',
  'ande',
  'ende',
  'enes',
  'erte',
  'ede',
  'ane',
  'ene',
  'het',
  'ast',
  'ens',
  'ers',
  'ets',
  'en',
  'ar',
  'er',
  'as',
  'es',
  'et',
  'a',
  'e',
].sort((a, b) => b.length - a.length);
const STEP3_SUFFIXES = [
  'hetslov',
  'eleg',
  'elig',
  'elov',
  'slov',
  'leg',
  'eig',
  'lig',
  'els',
  'lov',
  'ig',
];
const S_ENDING = /[bcdfghjlmnoprtvyz]s$|[^aeiouy]ks$/;

/** Start of the Snowball R1 region: after the first non-vowel that follows a vowel, at least 3. */
function regionOne(word: string): number {
  for (let index = 1; index < word.length; index += 1) {
    if (!VOWELS.has(word[index] ?? '') && VOWELS.has(word[index - 1] ?? ''))
      return Math.max(3, index + 1);
  }
  return word.length;
}

/**
 * Stems one folded word (output of {@link foldNorwegian}, no spaces). Deviates from Snowball in one
 * place: `-ert` is not turned into `-er`, so `konsert` and `konserter` share the stem `konsert`.
 * Words of up to 3 letters and numbers are returned as they are.
 */
export function stemNorwegian(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const r1 = regionOne(word);
  let stem = word;
  const suffix = STEP1_SUFFIXES.find(
    (candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= r1,
  );
  if (suffix === 'erte') stem = stem.slice(0, -2);
  else if (suffix) stem = stem.slice(0, -suffix.length);
  else if (stem.endsWith('s') && stem.length - 1 >= r1 && S_ENDING.test(stem))
    stem = stem.slice(0, -1);
  if (/[dv]t$/.test(stem) && stem.length - 1 >= r1) stem = stem.slice(0, -1);
  const derivational = STEP3_SUFFIXES.find(
    (candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= r1,
  );
  if (derivational) stem = stem.slice(0, -derivational.length);
  return stem;
}

/** Folds and stems one token as MiniSearch hands it over; `null` drops it (empty after folding). */
export function searchTerm(token: string): string | null {
  const folded = foldNorwegian(token).replace(/ /g, '');
  return folded ? stemNorwegian(folded) : null;
}

/** Splits a text into raw tokens for {@link searchTerm}: runs of letters and digits (æ, ø, å included). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
