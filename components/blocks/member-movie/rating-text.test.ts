import { formatLikes, formatRating, formatShownReviews } from './rating-text';

describe('rating text', () => {
  it('writes the average with a decimal comma and the count', () => {
    expect(formatRating(3.6, 236)).toBe('Snitt 3,6 av 5 fra 236 vurderinger');
    expect(formatRating(4, 1)).toBe('Snitt 4,0 av 5 fra 1 vurdering');
  });

  it('says how many of the newest reviews show when the list shows fewer than were counted', () => {
    expect(formatShownReviews(20, 236)).toBe('Viser de 20 nyeste');
    expect(formatShownReviews(1, 3)).toBe('Viser den nyeste');
    expect(formatShownReviews(5, 5)).toBeNull();
    expect(formatShownReviews(0, 5)).toBeNull();
  });

  it('says so when nobody has rated the film', () => {
    expect(formatRating(null, 0)).toBe('Ingen har vurdert filmen ennå.');
  });

  it('counts the likes', () => {
    expect(formatLikes(12)).toBe('Likt av 12');
  });
});
