/** @jest-environment jsdom */
import { pageOf } from '@/tests/saga-harness';
import { act, screen, within } from '@testing-library/react';
import type { ProgrammeShowings } from '@/lib/programme-showings';
import { watchListReceived, watchListRequested } from '@/store/watch-list/watch-list-slice';
import { loggedIn, renderWithStore } from '../member-shared/test-helpers';
import { MyWatchList } from './my-watch-list.client';

const FILM_PATHS = { '427038': '/brev-fra-lyon-dxm2601249' };

/** The build's programme file (lib/programme-showings.ts): one film with a past and two coming showings. */
const PROGRAMME: ProgrammeShowings = {
  builtAt: '2026-11-26T11:00:00.000Z',
  brand: 'Kulturhuset',
  films: [
    {
      id: 'prod-dxm2601249',
      catalogueNumber: 'DXM2601249',
      ediNumber: '427038',
      title: 'Brev fra Lyon',
      path: '/brev-fra-lyon-dxm2601249',
      category: 'Film',
      showings: [
        {
          id: 'past',
          start: '2020-01-02T18:00:00+01:00',
          hall: 'Sal 2',
          url: 'https://billett.example.no/past',
          availability: 'available',
        },
        {
          id: 'next',
          start: '2099-11-26T20:30:00+01:00',
          hall: 'Sal 1',
          url: 'https://billett.example.no/next',
          availability: 'few',
        },
      ],
    },
    {
      id: 'prod-dxm2601300',
      catalogueNumber: 'DXM2601300',
      ediNumber: null,
      title: 'Bare i katalogen',
      path: '/bare-i-katalogen-dxm2601300',
      category: 'Film',
      showings: [
        {
          id: 'other',
          start: '2099-11-27T18:00:00+01:00',
          hall: 'Sal 1',
          url: 'https://billett.example.no/other',
          availability: 'available',
        },
      ],
    },
  ],
};

beforeAll(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(PROGRAMME) }),
  ) as unknown as typeof fetch;
});

describe('my list', () => {
  it('fetches the list and links the films the site has', async () => {
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
    // The programme file arrives after the list: then the film that has no showings says so.
    expect(await screen.findByText('Står ikke på programmet nå.')).toBeInTheDocument();
  });

  it("shows each film's next showing with its status and ticket link, or that it is not on the programme", async () => {
    const { store } = renderWithStore(
      <MyWatchList filmPaths={FILM_PATHS} headingLevel={2} />,
      loggedIn(),
    );
    act(() => {
      store.dispatch(
        watchListReceived(
          pageOf([
            { id: 'DXM2601249', title: 'Brev fra Lyon', poster: null, ediNumber: '427038' },
            { id: 'dxm2601300', title: 'Bare i katalogen', poster: null, ediNumber: null },
            { id: 'DXM9', title: 'Ukjent film', poster: null, ediNumber: null },
          ]),
        ),
      );
    });
    const lyon = await screen.findByRole('list', { name: 'Neste visninger av Brev fra Lyon' });
    expect(within(lyon).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lyon).getByText('Få billetter igjen')).toBeInTheDocument();
    expect(within(lyon).getByText('Sal 1')).toBeInTheDocument();
    const ticket = within(lyon).getByRole('link', { name: /^Kjøp billett til Brev fra Lyon, / });
    expect(ticket).toHaveAttribute('href', 'https://billett.example.no/next');
    expect(JSON.parse(ticket.getAttribute('data-analytics-item') ?? '{}')).toEqual({
      id: 'prod-dxm2601249',
      variant: 'next',
      name: 'Brev fra Lyon',
      brand: 'Kulturhuset',
      listName: 'Min liste',
      category: 'Film',
    });
    // Matched by catalogue number: linked to its page though the site knows no EDI number for it.
    expect(screen.getByRole('link', { name: 'Bare i katalogen' })).toHaveAttribute(
      'href',
      '/bare-i-katalogen-dxm2601300',
    );
    const unknown = screen.getByRole('heading', { name: 'Ukjent film' }).closest('article');
    expect(unknown).toHaveTextContent('Står ikke på programmet nå.');
    expect(within(unknown as HTMLElement).queryByRole('link')).toBeNull();
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
