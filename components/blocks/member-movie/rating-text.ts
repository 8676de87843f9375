const oneDecimal = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `4,2 av 5 (128 vurderinger)`; no rating yet when nobody has rated the film. */
export function formatRating(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'Ingen har vurdert filmen ennå.';
  return `${oneDecimal.format(rating)} av 5 (${count.toLocaleString('nb-NO')} ${count === 1 ? 'vurdering' : 'vurderinger'})`;
}

/** `Likt av 12`. */
export const formatLikes = (count: number): string => `Likt av ${count.toLocaleString('nb-NO')}`;
