import { formatLikes, formatRating } from './rating-text';

describe('rating text', () => {
  it('writes the average with a decimal comma and the count', () => {
    expect(formatRating(4.2, 128)).toBe('4,2 av 5 (128 vurderinger)');
    expect(formatRating(4, 1)).toBe('4,0 av 5 (1 vurdering)');
  });

  it('says so when nobody has rated the film', () => {
    expect(formatRating(null, 0)).toBe('Ingen har vurdert filmen ennå.');
  });

  it('counts the likes', () => {
    expect(formatLikes(12)).toBe('Likt av 12');
  });
});
