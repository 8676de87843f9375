/**
 * A Norwegian name as lower-case ASCII letters and digits for ids and file names that stay
 * readable: æ → ae, ø → o, å → a, other accents dropped, and everything else (spaces, punctuation)
 * left out. `Svømmehallen` → `svommehallen`, `Prestegården arena` → `prestegardenarena`,
 * `Sal 1` → `sal1`.
 */
export function compactSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '');
}
