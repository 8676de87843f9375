/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import type { LiveAvailabilityStore } from '@/store/events/live-availability';
import { pageAvailability } from '@/store/events/page-availability';
import { installLiveStatus } from './live-status-run.client';

/** The film pages' store, played by the test: it records what each page's store is asked, and answers when told. */
interface FakeStore {
  wanted: string[][];
  closed: boolean;
  answer: (items: Record<string, 'soldout' | 'few' | 'available'>) => void;
}
const stores: FakeStore[] = [];
jest.mock('@/store/events/live-availability', () => ({
  createLiveAvailabilityStore: (): LiveAvailabilityStore => {
    let items = {};
    const requested = new Set<string>();
    const listeners = new Set<() => void>();
    const fake: FakeStore = {
      wanted: [],
      closed: false,
      answer: (next) => {
        items = next;
        for (const listener of listeners) listener();
      },
    };
    stores.push(fake);
    return {
      want: (ids) => {
        const fresh = [...new Set(ids)].filter((id) => !requested.has(id));
        for (const id of fresh) requested.add(id);
        if (fresh.length > 0) fake.wanted.push(fresh);
      },
      snapshot: () => items,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => void (fake.closed = true),
    };
  },
}));

const row = (id: string) =>
  `<li data-live-event="${id}"><span class="availability availability--available">Ledige billetter</span> <a href="https://billett.example.no/${id}">Kjøp billett</a></li>`;
const statusOf = (id: string) =>
  document.querySelector(`[data-live-event="${id}"] .availability`)?.textContent;
const config = { runtimeUrl: 'http://runtime.test', site: 'kulturhuset' };

afterEach(() => {
  stores.length = 0;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('installLiveStatus', () => {
  it('asks once for every showing on the page, and writes the answer in place', () => {
    document.body.innerHTML = `<ul>${row('a')}${row('b')}${row('a')}</ul>`;
    const stop = installLiveStatus(config);
    expect(stores.map((store) => store.wanted)).toEqual([[['a', 'b']]]);
    expect(statusOf('a')).toBe('Ledige billetter');
    stores[0]?.answer({ a: 'soldout' });
    expect(statusOf('a')).toBe('Utsolgt');
    expect(document.querySelectorAll('a:not([hidden])')).toHaveLength(1);
    stop();
    expect(stores[0]?.closed).toBe(true);
  });

  it('shares the answer with the filters of the page (pageAvailability), the same object', () => {
    document.body.innerHTML = `<ul>${row('a')}</ul>`;
    const heard = jest.fn();
    const unsubscribe = pageAvailability.subscribe(heard);
    const stop = installLiveStatus(config);
    stores[0]?.answer({ a: 'soldout' });
    expect(pageAvailability.snapshot()).toEqual({ a: 'soldout' });
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    stop();
  });

  it('corrects a showing an island renders again from the build, without asking again', async () => {
    document.body.innerHTML = `<ul id="list">${row('a')}</ul>`;
    const stop = installLiveStatus(config);
    stores[0]?.answer({ a: 'soldout' });
    document.getElementById('list')!.innerHTML = row('a');
    await waitFor(() => expect(statusOf('a')).toBe('Utsolgt'));
    expect(stores[0]?.wanted).toEqual([['a']]);
    stop();
  });

  it('on a client navigation closes the old page’s store (aborting its call) and asks for the new page’s ids', async () => {
    document.body.innerHTML = `<main>${row('a')}</main>`;
    const stop = installLiveStatus(config);
    window.history.pushState(null, '', '/kinoprogram');
    document.querySelector('main')!.innerHTML = `${row('a')}${row('c')}`;
    await waitFor(() => expect(stores).toHaveLength(2));
    expect(stores[0]?.closed).toBe(true);
    expect(stores[1]?.wanted).toEqual([['a', 'c']]);
    stop();
  });
});
