import { compactSlug } from './slug';

describe('compactSlug', () => {
  it('keeps Norwegian letters readable: æ → ae, ø → o, å → a', () => {
    expect(compactSlug('Svømmehallen')).toBe('svommehallen');
    expect(compactSlug('Prestegården arena')).toBe('prestegardenarena');
    expect(compactSlug('Kjærlighetsbåten')).toBe('kjaerlighetsbaten');
    expect(compactSlug('Ærfugl Øst')).toBe('aerfuglost');
  });

  it('drops other accents, spaces and punctuation', () => {
    expect(compactSlug('Sal 1')).toBe('sal1');
    expect(compactSlug('Café Été!')).toBe('cafeete');
  });
});
