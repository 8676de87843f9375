/** For readable ids and file names: `Svømmehallen` → `svommehallen`, `Sal 1` → `sal1`. */
export function compactSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '');
}
