import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { runtimeHandlers } from '@/emulator/handlers/runtime';
import { makeStore } from '../make-store';
import { selectLiveAvailability, selectRequestedEventIds } from './events-selectors';
import { availabilityWanted } from './events-slice';

const BASE = 'http://runtime.test';
const server = setupServer(...runtimeHandlers(BASE));
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const keys = new URL(request.url).searchParams.get('keys');
  if (keys) asked.push(keys);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  asked.length = 0;
  await fetch(`${BASE}/runtime/_control/availability`, { method: 'DELETE' });
});
afterAll(() => server.close());

const newStore = () => makeStore({ runtimeUrl: `${BASE}/runtime/`, site: 'kulturhuset' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('events saga', () => {
  it('asks sites/{site}/basic_events with the ids joined by commas and stores the answer', async () => {
    await fetch(`${BASE}/runtime/_control/availability`, { method: 'POST', body: JSON.stringify({ id: 'e1', availability: 'soldout' }) });
    const store = newStore();
    store.dispatch(availabilityWanted(['e1', 'e2']));
    await settled();
    expect(asked).toEqual(['e1,e2']);
    expect(selectLiveAvailability(store.getState(), 'e1')).toBe('soldout');
    expect(selectLiveAvailability(store.getState(), 'e2')).toBeDefined();
  });

  it('never asks again for ids already requested', async () => {
    const store = newStore();
    store.dispatch(availabilityWanted(['e1', 'e2']));
    await settled();
    store.dispatch(availabilityWanted(['e2', 'e1', 'e3', 'e3']));
    store.dispatch(availabilityWanted(['e1']));
    await settled();
    expect(asked).toEqual(['e1,e2', 'e3']);
  });

  it('only logs a failure: the static list stays and the ids are not asked again', async () => {
    server.use(http.get(`${BASE}/runtime/sites/:site/basic_events`, () => HttpResponse.json({ message: 'nede' }, { status: 503 })));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.dispatch(availabilityWanted(['e1']));
    await settled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Live availability failed for 1 event(s): runtime service: 503'));
    expect(store.getState().events.items).toEqual({});
    expect(selectRequestedEventIds(store.getState())).toEqual(['e1']);
    log.mockRestore();
  });

  it('treats an invalid body as a failure, not as empty data', async () => {
    server.use(http.get(`${BASE}/runtime/sites/:site/basic_events`, () => HttpResponse.json({ items: 'nope' })));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.dispatch(availabilityWanted(['e1']));
    await settled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid basic_events body'));
    log.mockRestore();
  });

  it('aborts the pending request when the screen closes the store, and ignores a late answer', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    server.use(
      http.get(`${BASE}/runtime/sites/:site/basic_events`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json([{ Id: 'e1', SoldOut: true, FewSeatsLeft: false }]);
      }),
    );
    const store = newStore();
    store.dispatch(availabilityWanted(['e1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(abort).toHaveBeenCalled();
    expect(store.getState().events.items).toEqual({});
    expect(selectRequestedEventIds(store.getState())).toEqual([]);
    abort.mockRestore();
  });

  it('asks again for withdrawn ids when the screen is opened again', async () => {
    const store = newStore();
    store.dispatch(availabilityWanted(['e1']));
    store.close();
    store.open();
    store.dispatch(availabilityWanted(['e1']));
    await settled();
    expect(selectLiveAvailability(store.getState(), 'e1')).toBeDefined();
  });
});
