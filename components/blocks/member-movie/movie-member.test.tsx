/** @jest-environment jsdom */
import { pageOf } from '@/tests/saga-harness';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  movieInfoFailed,
  movieInfoReceived,
  movieInfoRequested,
} from '@/store/movie-info/movie-info-slice';
import {
  moreReviewsFailed,
  moreReviewsRequested,
  reviewsFailed,
  reviewsReceived,
  reviewsRequested,
} from '@/store/reviews/reviews-slice';
import {
  addToWatchListFailed,
  addToWatchListRequested,
  addToWatchListSucceeded,
  watchListReceived,
} from '@/store/watch-list/watch-list-slice';
import { loggedIn, renderWithStore } from '../member-shared/test-helpers';
import { MovieMember } from './movie-member.client';

const INFO = {
  title: 'Brev fra Lyon',
  movieId: 'DXM2601249',
  edis: ['427038'],
  rating: 4.2,
  ratingCount: 128,
  poster: null,
  link: '/brev-fra-lyon-dxm2601249',
};
const REVIEW = {
  id: 'R1',
  comment: 'Sterk og vakker film.',
  rating: 5,
  addedAt: '2026-11-14T12:05:00+01:00',
  likesCount: 12,
  movieId: 'DXM2601249',
  userId: 'U1',
  userName: 'Ingrid S.',
  image: null,
  isLiked: false,
};

/** A logged-in member on the film page, with movie info, reviews and an empty list answered. */
function renderAnswered() {
  const rendered = renderWithStore(
    <MovieMember ediNumber="427038" title="Brev fra Lyon" />,
    loggedIn(),
  );
  act(() => {
    rendered.store.dispatch(movieInfoReceived(INFO));
    rendered.store.dispatch(reviewsReceived(pageOf([REVIEW])));
    rendered.store.dispatch(watchListReceived(pageOf([])));
  });
  return rendered;
}

describe('film page member part', () => {
  it('invites a visitor who is not logged in to log in, and back to this film afterwards', () => {
    window.history.replaceState(null, '', '/dune-del-to-dxm1234567#filmklubben');
    renderWithStore(<MovieMember ediNumber="427038" title="Brev fra Lyon" />);
    expect(
      screen.getByText('Logg inn for å se vurderinger og legge filmen på listen din.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
      'href',
      '/filmklubb/logg-inn?tilbake=%2Fdune-del-to-dxm1234567%23filmklubben',
    );
    expect(screen.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
      'href',
      '/filmklubb/registrer?tilbake=%2Fdune-del-to-dxm1234567%23filmklubben',
    );
  });

  it('asks for the movie info and reviews by EDI number', () => {
    const { dispatch } = renderWithStore(
      <MovieMember ediNumber="427038" title="Brev fra Lyon" />,
      loggedIn(),
    );
    expect(dispatch).toHaveBeenCalledWith(movieInfoRequested({ ediNumber: '427038' }));
    expect(dispatch).toHaveBeenCalledWith(reviewsRequested({ ediNumber: '427038' }));
  });

  it('shows the rating and the reviews', () => {
    renderAnswered();
    expect(screen.getByText(/Snitt 4,2 av 5 fra 128 vurderinger/)).toBeInTheDocument();
    // One review of 128 shows: the page says so rather than pass it off as all of them.
    expect(screen.getByText('Viser den nyeste')).toBeInTheDocument();
    expect(screen.getByText('Sterk og vakker film.')).toBeInTheDocument();
    expect(screen.getByText('Ingrid S.')).toBeInTheDocument();
    expect(screen.getByText('14. november 2026')).toHaveAttribute('datetime', REVIEW.addedAt);
    expect(screen.getByText('Likt av 12')).toBeInTheDocument();
  });

  it('says "På listen din" only once the server has confirmed the add', () => {
    const { store, dispatch } = renderAnswered();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til i min liste' }));
    expect(dispatch).toHaveBeenCalledWith(
      addToWatchListRequested({ id: 'DXM2601249', title: 'Brev fra Lyon' }),
    );
    expect(screen.getByRole('button', { name: 'Legger til …' })).toBeDisabled();
    expect(screen.queryByText(/På listen din/)).toBeNull();
    act(() => {
      store.dispatch(
        addToWatchListSucceeded({
          requestedId: 'DXM2601249',
          movie: { id: 'DXM2601249', title: 'Brev fra Lyon', poster: null, ediNumber: '427038' },
        }),
      );
    });
    expect(screen.getByText(/På listen din/)).toHaveFocus();
  });

  it('says so when the add fails, and keeps the button', () => {
    const { store } = renderAnswered();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til i min liste' }));
    act(() => {
      store.dispatch(addToWatchListFailed({ requestedId: 'DXM2601249' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke legge til filmen. Prøv igjen.');
    expect(screen.getByRole('button', { name: 'Legg til i min liste' })).toBeEnabled();
  });

  it('says the rating could not be loaded when movie info fails, never that nobody has rated the film, and asks again on "Prøv igjen"', () => {
    const { store, dispatch } = renderWithStore(
      <MovieMember ediNumber="427038" title="Brev fra Lyon" />,
      loggedIn(),
    );
    act(() => {
      store.dispatch(
        movieInfoFailed({
          message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
          status: 500,
          code: 'server',
        }),
      );
      store.dispatch(
        reviewsFailed({
          message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
          status: 500,
          code: 'server',
        }),
      );
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Vi fikk ikke hentet medlemmenes vurdering av filmen.'),
        expect.stringContaining('Vi fikk ikke hentet vurderingene av filmen.'),
      ]),
    );
    expect(screen.queryByText(/Ingen har (vurdert|skrevet)/)).toBeNull();
    dispatch.mockClear();
    fireEvent.click(screen.getAllByRole('button', { name: 'Prøv igjen' })[0] as HTMLElement);
    expect(dispatch).toHaveBeenCalledWith(movieInfoRequested({ ediNumber: '427038' }));
  });

  it('says nobody has rated or reviewed the film only when the backend answered so', () => {
    const { store } = renderWithStore(
      <MovieMember ediNumber="427038" title="Brev fra Lyon" />,
      loggedIn(),
    );
    expect(screen.queryByText(/Ingen har vurdert/)).toBeNull();
    act(() => {
      store.dispatch(movieInfoReceived({ ...INFO, rating: null, ratingCount: 0 }));
      store.dispatch(reviewsReceived(pageOf([])));
    });
    expect(screen.getByText(/Ingen har vurdert filmen ennå/)).toBeInTheDocument();
    expect(screen.getByText('Ingen har skrevet en vurdering av filmen ennå.')).toBeInTheDocument();
  });

  it('pages the reviews with «Vis flere», says how many of the newest show, and keeps them when a later page fails', () => {
    const { store, dispatch } = renderWithStore(
      <MovieMember ediNumber="427038" title="Brev fra Lyon" />,
      loggedIn(),
    );
    const reviews = Array.from({ length: 25 }, (_, index) => ({
      ...REVIEW,
      id: `R${index}`,
      comment: `Vurdering nummer ${index + 1}.`,
    }));
    act(() => {
      store.dispatch(movieInfoReceived({ ...INFO, ratingCount: 25 }));
      store.dispatch(reviewsReceived(pageOf(reviews.slice(0, 20), 0, 20, 25)));
    });
    expect(screen.getByText('Vurdering nummer 20.')).toBeInTheDocument();
    expect(screen.getByText('Viser de 20 nyeste')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(dispatch).toHaveBeenCalledWith(moreReviewsRequested());
    act(() => {
      store.dispatch(moreReviewsFailed({ message: 'Filmklubben svarer ikke akkurat nå.' }));
    });
    expect(screen.getByText('Vurdering nummer 20.')).toBeInTheDocument();
    expect(
      screen.getByText(/Vi fikk ikke hentet flere vurderinger./).closest('[role=alert]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    act(() => {
      store.dispatch(reviewsReceived(pageOf(reviews.slice(20), 20, 20, 25)));
    });
    expect(screen.getByText('Vurdering nummer 25.')).toBeInTheDocument();
    // The first new review takes focus; all are shown, so neither the button nor «Viser de …» stays.
    expect(screen.getByText('Vurdering nummer 21.').closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(screen.queryByText(/Viser de \d+ nyeste/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Viser 25 av 25.');
  });
});
