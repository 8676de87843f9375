/** @jest-environment jsdom */
import { pageOf } from '@/tests/saga-harness';
import { act, screen } from '@testing-library/react';
import { watchListReceived, watchListRequested } from '@/store/watch-list/watch-list-slice';
import { loggedIn, renderWithStore } from '../member-shared/test-helpers';
import { MyWatchList } from './my-watch-list.client';

const FILM_PATHS = { '427038': '/brev-fra-lyon-dxm2601249' };

describe('my list', () => {
  it('fetches the list and links the films the site has', () => {
    const { store, dispatch } = renderWithStore(
      <MyWatchList filmPaths={FILM_PATHS} headingLevel={2} />,
      loggedIn(),
    );
    expect(dispatch).toHaveBeenCalledWith(watchListRequested());
    expect(screen.getByRole('status')).toHaveTextContent('Henter listen din …');
    act(() => {
      store.dispatch(
        watchListReceived(
          pageOf([
            {
              id: 'DXM2601249',
              title: 'Brev fra Lyon',
              poster: '/images/lyon.svg',
              ediNumber: '427038',
            },
            { id: 'DXM9', title: 'Ukjent film', poster: null, ediNumber: null },
          ]),
        ),
      );
    });
    expect(screen.getByRole('link', { name: 'Brev fra Lyon' })).toHaveAttribute(
      'href',
      '/brev-fra-lyon-dxm2601249',
    );
    expect(screen.getByRole('img', { name: 'Plakat for Brev fra Lyon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ukjent film' })).toBeInTheDocument();
  });

  it('says how to fill an empty list', () => {
    const { store } = renderWithStore(<MyWatchList filmPaths={{}} headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(watchListReceived(pageOf([])));
    });
    expect(
      screen.getByText('Listen din er tom. Legg til filmer fra filmsidene.'),
    ).toBeInTheDocument();
  });
});
