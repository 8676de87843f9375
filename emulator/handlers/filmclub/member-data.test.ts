import {
  addToWatchlistResponseSchema,
  pagedSchema,
  wireMovieInfoSchema,
  wireReviewSchema,
  wireTicketSchema,
  wireWatchListMovieSchema,
} from '@/services/filmclub/wire';
import { PARTNER_IDS, type PartnerId } from './operations';
import { bearer, call, login118, login178, serveFilmclubInTests, testCatalogue } from './testing';

serveFilmclubInTests();

/** Credentials of the seeded member of a backend, as headers. */
const signIn = async (partnerId: PartnerId): Promise<Record<string, string>> =>
  partnerId === 118 ? { Cookie: (await login118()).cookie } : bearer(await login178());

const OSLO_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/;

describe.each(PARTNER_IDS)('film-club backend %i member data', (partnerId) => {
  it('has 3-4 upcoming tickets with unique QR payloads, Oslo times and seats', async () => {
    const response = await call(partnerId, 'GetTicketsDx', {
      query: 'skip=0&take=10',
      headers: await signIn(partnerId),
    });
    const { Items, Total } = pagedSchema(wireTicketSchema).parse(await response.json());
    expect(Total).toBeGreaterThanOrEqual(3);
    expect(Total).toBeLessThanOrEqual(4);
    expect(new Set(Items.map((ticket) => ticket.QRCode)).size).toBe(Items.length);
    for (const ticket of Items) {
      expect(ticket.StartTime).toMatch(OSLO_ISO);
      expect(Date.parse(ticket.StartTime)).toBeGreaterThan(Date.now());
      expect(Date.parse(ticket.ExpirationDate ?? '')).toBeGreaterThan(Date.parse(ticket.StartTime));
      expect(ticket.QRCode).toMatch(
        new RegExp(
          `^KH-${partnerId}-T\\d{6}-\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d-[A-Z0-9ÆØÅ]+-R\\d+S\\d+`,
        ),
      );
      expect(ticket.SeatsInfo.Rows.length).toBeGreaterThan(0);
    }
    expect(Items.filter((ticket) => ticket.QRUrl !== null)).toHaveLength(1);
  });

  it("gives tickets only for showings in the site's programme: same film, hall and start time", async () => {
    const { showings, films } = await testCatalogue();
    const { Items } = pagedSchema(wireTicketSchema).parse(
      await (await call(partnerId, 'GetTicketsDx', { headers: await signIn(partnerId) })).json(),
    );
    expect(Items.length).toBeGreaterThan(0);
    for (const ticket of Items) {
      expect(showings).toContainEqual(
        expect.objectContaining({
          movieId: ticket.MovieId,
          startTime: ticket.StartTime,
          hall: ticket.Screen,
        }),
      );
      expect(films.find((film) => film.movieId === ticket.MovieId)).toMatchObject({
        title: ticket.MovieTitle,
        showing: true,
      });
    }
    expect(new Set(Items.map((ticket) => ticket.MovieId)).size).toBeGreaterThan(1);
  });

  it('serves the QR image a ticket links to as a PNG', async () => {
    const response = await call(partnerId, 'GetTicketsDx', { headers: await signIn(partnerId) });
    const url =
      pagedSchema(wireTicketSchema)
        .parse(await response.json())
        .Items.find((ticket) => ticket.QRUrl)?.QRUrl ?? '';
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('pages the tickets with skip and take', async () => {
    const headers = await signIn(partnerId);
    const page = pagedSchema(wireTicketSchema).parse(
      await (await call(partnerId, 'GetTicketsDx', { query: 'skip=1&take=2', headers })).json(),
    );
    const all = pagedSchema(wireTicketSchema).parse(
      await (await call(partnerId, 'GetTicketsDx', { headers })).json(),
    );
    expect(page.Items).toEqual(all.Items.slice(1, 3));
    expect(page.Total).toBe(all.Total);
  });

  it('answers a malformed take with 400', async () => {
    expect(
      (
        await call(partnerId, 'GetTicketsDx', {
          query: 'skip=0&take=-1',
          headers: await signIn(partnerId),
        })
      ).status,
    ).toBe(400);
  });

  it('adds a film to the watch list once, however often it is added, and pages the list', async () => {
    const headers = await signIn(partnerId);
    const seeded = pagedSchema(wireWatchListMovieSchema).parse(
      await (await call(partnerId, 'GetWatchlistDx', { query: 'skip=0&take=10', headers })).json(),
    );
    expect(seeded.Total).toBe(2);
    const film = (await testCatalogue()).films.find(
      (candidate) => !seeded.Items.some((item) => item.MovieId === candidate.movieId),
    );
    for (let time = 0; time < 2; time += 1) {
      const added = await call(partnerId, 'AddToWatchlistDx', {
        body: { id: film?.movieId },
        headers,
      });
      expect(addToWatchlistResponseSchema.parse(await added.json())).toEqual({
        Added: true,
        Movie: {
          MovieId: film?.movieId,
          Title: film?.title,
          Poster: film?.poster,
          Edi: film?.ediNumber,
        },
      });
    }
    const last = pagedSchema(wireWatchListMovieSchema).parse(
      await (await call(partnerId, 'GetWatchlistDx', { query: 'skip=2&take=10', headers })).json(),
    );
    expect(last).toEqual({
      Items: [expect.objectContaining({ MovieId: film?.movieId })],
      Total: 3,
    });
  });

  it('answers adding an unknown film with 404', async () => {
    expect(
      (
        await call(partnerId, 'AddToWatchlistDx', {
          body: { id: 'DXM0000000' },
          headers: await signIn(partnerId),
        })
      ).status,
    ).toBe(404);
  });

  it('has movie info whose rating and count are those of its reviews (2-5, or more than a page of 20)', async () => {
    const headers = await signIn(partnerId);
    const counts: number[] = [];
    for (const film of (await testCatalogue()).films) {
      const info = wireMovieInfoSchema.parse(
        await (
          await call(partnerId, 'GetMovieByEdiDx', { query: `edi=${film.ediNumber}`, headers })
        ).json(),
      );
      expect(info).toMatchObject({
        Title: film.title,
        MovieId: film.movieId,
        Edis: [film.ediNumber],
      });
      const reviews = pagedSchema(wireReviewSchema).parse(
        await (
          await call(partnerId, 'GetReviewsByEdiDx', {
            query: `edi=${film.ediNumber}&skip=0&take=100`,
            headers,
          })
        ).json(),
      );
      expect(reviews.Items).toHaveLength(reviews.Total);
      expect(info.RatingCount).toBe(reviews.Total);
      const average =
        reviews.Items.reduce((sum, review) => sum + review.Rating, 0) / reviews.Items.length;
      expect(info.Rating).toBe(Math.round(average * 10) / 10);
      expect(
        reviews.Items.every(
          (review) => review.MovieId === film.movieId && !review.IsLiked && review.Image === null,
        ),
      ).toBe(true);
      counts.push(reviews.Total);
    }
    expect(counts.every((count) => (count >= 2 && count <= 5) || count > 20)).toBe(true);
    // Some film pages its reviews: «Vis flere» and «Viser de 20 nyeste» have something to show.
    expect(counts.some((count) => count > 20)).toBe(true);
  });

  it('gives every film its own reviews (by EDI number), the first naming the film', async () => {
    const headers = await signIn(partnerId);
    const { films } = await testCatalogue();
    const comments = new Set<string>();
    for (const film of films) {
      const { Items } = pagedSchema(wireReviewSchema).parse(
        await (
          await call(partnerId, 'GetReviewsByEdiDx', { query: `edi=${film.ediNumber}`, headers })
        ).json(),
      );
      expect(Items[0]?.Comment).toContain(`«${film.title}»`);
      comments.add(Items.map((review) => review.Comment).join('|'));
    }
    expect(comments.size).toBe(films.length);
  });

  it('pages the reviews with skip and take', async () => {
    const headers = await signIn(partnerId);
    const edi = (await testCatalogue()).films[0]?.ediNumber ?? '';
    const page = pagedSchema(wireReviewSchema).parse(
      await (
        await call(partnerId, 'GetReviewsByEdiDx', { query: `edi=${edi}&skip=1&take=1`, headers })
      ).json(),
    );
    expect(page.Items).toHaveLength(1);
    expect(page.Items[0]?.Id).toBe(`R${partnerId}-${edi}-2`);
  });

  it('answers an unknown EDI number with 404', async () => {
    const response = await call(partnerId, 'GetMovieByEdiDx', {
      query: 'edi=999999',
      headers: await signIn(partnerId),
    });
    expect(response.status).toBe(404);
  });

  it('asks for credentials for movie info too', async () => {
    expect(
      (
        await call(partnerId, 'GetMovieByEdiDx', {
          query: `edi=${(await testCatalogue()).films[0]?.ediNumber ?? ''}`,
        })
      ).status,
    ).toBe(401);
  });
});
