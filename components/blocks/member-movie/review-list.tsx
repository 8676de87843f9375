import type { Ref } from 'react';
import type { Review } from '@/lib/schemas';
import { formatDate } from '@/lib/time';
import styles from './member-movie.module.css';
import { formatLikes } from './rating-text';

/** The members' reviews of a film: who, when (Oslo date), their rating, comment and likes. */
export function ReviewList({ reviews, ref }: { reviews: Review[]; ref?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={ref} className={styles.reviews}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.reviewBy}>
            <strong>{review.userName}</strong> ·{' '}
            <time dateTime={review.addedAt}>{formatDate(review.addedAt)}</time>
          </p>
          <p className={styles.stars}>
            <span aria-hidden="true">
              {'★'.repeat(Math.round(review.rating)) + '☆'.repeat(5 - Math.round(review.rating))}
            </span>{' '}
            {review.rating.toLocaleString('nb-NO')} av 5
          </p>
          <p className={styles.comment}>{review.comment}</p>
          <p className={styles.likes}>{formatLikes(review.likesCount)}</p>
        </li>
      ))}
    </ul>
  );
}
