import { serveFilmclubInTests } from '@/emulator/handlers/filmclub/testing';
import { backendUrl } from '@/emulator/handlers/filmclub/testing';
import { MANY_LISTS_MEMBERS } from '@/emulator/handlers/filmclub/seed-many';
import { createFilmclubApi } from './api';
import { readSavedTickets } from './ticket-storage';

serveFilmclubInTests();

/** An in-memory localStorage. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** The emulator's member with many tickets and films, logged in on 178. */
async function manyListsMember() {
  const storage = memoryStorage();
  const api = createFilmclubApi({ partnerId: 178, baseUrl: backendUrl(178) }, storage);
  const { email, password, userName } = MANY_LISTS_MEMBERS[178];
  await api.login(email, password);
  return { api, storage, userName };
}

describe('paged member calls (docs/product.md, Paging)', () => {
  it('asks for the page from skip, with the backend total, and the saved tickets hold every page loaded', async () => {
    const { api, storage, userName } = await manyListsMember();
    const saved = async () =>
      (await readSavedTickets(storage, 178, userName))?.items.map((ticket) => ticket.qrCode);

    const first = await api.tickets(0);
    expect(first).toMatchObject({ skip: 0, take: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    expect(await saved()).toEqual(first.items.map((ticket) => ticket.qrCode));

    const second = await api.tickets(10);
    const third = await api.tickets(20);
    expect(second.items).toHaveLength(10);
    expect(third.items).toHaveLength(first.total - 20);
    const all = [...first.items, ...second.items, ...third.items].map((ticket) => ticket.qrCode);
    expect(new Set(all).size).toBe(first.total);
    expect(await saved()).toEqual(all);

    // Asked afresh, the first page replaces the copy.
    await api.tickets(0);
    expect(await saved()).toEqual(all.slice(0, 10));
  });

  it('pages the watch list and a film’s reviews', async () => {
    const { api } = await manyListsMember();
    const first = await api.watchList(0);
    const second = await api.watchList(10);
    expect(first.items).toHaveLength(10);
    expect(second).toMatchObject({ skip: 10, take: 10 });
    expect(first.total).toBeGreaterThan(20);
    expect(second.items.map((movie) => movie.id)).not.toContain(first.items[0]?.id);

    const edi = first.items.find((movie) => movie.ediNumber)?.ediNumber ?? '';
    const reviews = await api.reviews(edi, 0);
    expect(reviews).toMatchObject({ skip: 0, take: 20 });
    expect(reviews.items.length).toBe(Math.min(20, reviews.total));
  });
});
