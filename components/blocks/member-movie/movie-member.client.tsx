'use client';

import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectMovieInfo,
  selectMovieInfoError,
  selectMovieInfoLoading,
} from '@/store/movie-info/movie-info-selectors';
import { movieInfoRequested } from '@/store/movie-info/movie-info-slice';
import {
  selectReviews,
  selectReviewsError,
  selectReviewsLoading,
  selectReviewsPaging,
} from '@/store/reviews/reviews-selectors';
import { moreReviewsRequested, reviewsRequested } from '@/store/reviews/reviews-slice';
import { selectWatchListRequested } from '@/store/watch-list/watch-list-selectors';
import { watchListRequested } from '@/store/watch-list/watch-list-slice';
import { LoadError } from '../member-shared/load-error';
import { MemberGate } from '../member-shared/member-gate.client';
import sharedStyles from '../member-shared/member.module.css';
import { ShowMore } from '../member-shared/show-more.client';
import styles from './member-movie.module.css';
import { formatRating, formatShownReviews } from './rating-text';
import { ReviewList } from './review-list';
import { WatchListButton } from './watch-list-button.client';

export interface MovieMemberProps {
  ediNumber: string;
  /** The production's title, until movie info gives the backend's. */
  title: string;
}

/** Rating, reviews and "add to my list" of one film for a logged-in member. */
function MovieMemberView({ ediNumber, title }: MovieMemberProps) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectMovieInfo);
  const infoLoading = useAppSelector(selectMovieInfoLoading);
  const infoError = useAppSelector(selectMovieInfoError);
  const reviews = useAppSelector(selectReviews);
  const reviewsLoading = useAppSelector(selectReviewsLoading);
  const reviewsError = useAppSelector(selectReviewsError);
  const reviewsPaging = useAppSelector(selectReviewsPaging);
  const reviewsRef = useRef<HTMLUListElement>(null);
  const listRequested = useAppSelector(selectWatchListRequested);
  // Movie info of another film can linger after a client-side navigation.
  const movie = info && (info.edis.length === 0 || info.edis.includes(ediNumber)) ? info : null;
  // The backend's count against the reviews shown: the list never passes for all of them.
  const shownReviews =
    movie && !infoLoading ? formatShownReviews(reviews.length, movie.ratingCount) : null;

  useLayoutEffect(() => {
    dispatch(movieInfoRequested({ ediNumber }));
    dispatch(reviewsRequested({ ediNumber }));
  }, [dispatch, ediNumber]);
  useLayoutEffect(() => {
    if (!listRequested) dispatch(watchListRequested());
  }, [dispatch, listRequested]);

  return (
    <>
      {infoError ? (
        <LoadError
          lead="Vi fikk ikke hentet medlemmenes vurdering av filmen."
          message={infoError.message}
          onRetry={() => dispatch(movieInfoRequested({ ediNumber }))}
        />
      ) : (
        <p className={styles.rating}>
          {/* "Nobody has rated it" only from an answer about this film, never while it is asked or after a failure. */}
          <span className={styles.ratingLabel}>Medlemmenes vurdering:</span>{' '}
          {movie && !infoLoading ? formatRating(movie.rating, movie.ratingCount) : 'Henter …'}
        </p>
      )}
      <WatchListButton
        id={movie?.movieId ?? ediNumber}
        ediNumber={ediNumber}
        title={movie?.title ?? title}
      />
      <h3 className={styles.reviewsTitle}>Vurderinger</h3>
      {reviewsLoading ? (
        <p role="status" className={sharedStyles.status}>
          Henter vurderinger …
        </p>
      ) : reviewsError ? (
        <LoadError
          lead="Vi fikk ikke hentet vurderingene av filmen."
          message={reviewsError.message}
          onRetry={() => dispatch(reviewsRequested({ ediNumber }))}
        />
      ) : reviews.length === 0 ? (
        <p>Ingen har skrevet en vurdering av filmen ennå.</p>
      ) : (
        <>
          {shownReviews && <p className={styles.shownReviews}>{shownReviews}</p>}
          <ReviewList reviews={reviews} ref={reviewsRef} />
          <ShowMore
            paging={reviewsPaging}
            count={reviews.length}
            listRef={reviewsRef}
            errorLead="Vi fikk ikke hentet flere vurderinger."
            onMore={() => dispatch(moreReviewsRequested())}
          />
        </>
      )}
    </>
  );
}

/** The film-club part of a film page: for members the film's rating, reviews and "add to my list"; for others a way to log in. */
export function MovieMember(props: MovieMemberProps) {
  return (
    <MemberGate message="Logg inn for å se vurderinger og legge filmen på listen din.">
      <MovieMemberView {...props} />
    </MemberGate>
  );
}
