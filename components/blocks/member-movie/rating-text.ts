const oneDecimal = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const ratings = (count: number): string =>
  `${count.toLocaleString('nb-NO')} ${count === 1 ? 'vurdering' : 'vurderinger'}`;

/** `Snitt 3,6 av 5 fra 236 vurderinger` (docs/product.md, Rating); no rating yet when nobody has rated the film. */
export function formatRating(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'Ingen har vurdert filmen ennå.';
  return `Snitt ${oneDecimal.format(rating)} av 5 fra ${ratings(count)}`;
}

/** `Viser de 20 nyeste` when the list shows fewer reviews than were counted; else null. */
export function formatShownReviews(shown: number, count: number): string | null {
  if (shown === 0 || shown >= count) return null;
  return shown === 1 ? 'Viser den nyeste' : `Viser de ${shown.toLocaleString('nb-NO')} nyeste`;
}

/** `Likt av 12`. */
export const formatLikes = (count: number): string => `Likt av ${count.toLocaleString('nb-NO')}`;
