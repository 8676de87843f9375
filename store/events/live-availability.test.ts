import { setupServer } from 'msw/node';
import { holdCall } from '@/emulator/handlers/hold';
import { runtimeHandlers } from '@/emulator/handlers/runtime';
import { callsFor, createLiveAvailabilityStore, MAX_KEYS_LENGTH } from './live-availability';
import { eventually } from '@/tests/eventually';

/** The emulator's runtime service, with its per-test faults (emulator/handlers/runtime.ts). */
const BASE = 'http://runtime.test';
const EVENTS = `${BASE}/runtime/sites/kulturhuset/basic_events`;
const server = setupServer(...runtimeHandlers(BASE));
const control = (path: string, body?: unknown) =>
  fetch(`${BASE}/runtime/_control/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const keys = new URL(request.url).searchParams.get('keys');
  if (keys) asked.push(keys);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  asked.length = 0;
  await control('reset');
});
afterAll(() => server.close());

const newStore = () =>
  createLiveAvailabilityStore({ runtimeUrl: `${BASE}/runtime/`, site: 'kulturhuset' });
/** Waits until `check` holds: the store's (or the log's) own answer, not a guessed delay. */
const until = (check: () => boolean) => eventually('the store state', check);
const known =
  (store: ReturnType<typeof newStore>, ...ids: string[]) =>
  () =>
    ids.every((id) => store.snapshot()[id] !== undefined);

describe('live availability store', () => {
  it('asks sites/{site}/basic_events with the ids joined by commas and stores the answer', async () => {
    await control('availability', { id: 'e1', availability: 'soldout' });
    const store = newStore();
    store.want(['e1', 'e2']);
    await until(known(store, 'e1', 'e2'));
    expect(asked).toEqual(['e1,e2']);
    expect(store.snapshot()['e1']).toBe('soldout');
    expect(store.snapshot()['e2']).toBeDefined();
  });

  it('never asks again for ids already requested', async () => {
    const store = newStore();
    store.want(['e1', 'e2']);
    await until(known(store, 'e1', 'e2'));
    store.want(['e2', 'e1', 'e3', 'e3']);
    store.want(['e1']);
    await until(known(store, 'e3'));
    expect(asked).toEqual(['e1,e2', 'e3']);
  });

  it('only logs a failure: the static list stays and the ids are not asked again', async () => {
    await control('fail', { status: 503 });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.want(['e1']);
    await until(() => log.mock.calls.length > 0);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Live availability failed for 1 event(s): runtime service: 503'),
    );
    expect(store.snapshot()).toEqual({});
    store.want(['e1']);
    expect(asked).toEqual(['e1']);
    log.mockRestore();
  });

  it('treats an invalid body as a failure, not as empty data', async () => {
    await control('invalid');
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.want(['e1']);
    await until(() => log.mock.calls.length > 0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid basic_events body'));
    log.mockRestore();
  });

  it('aborts the pending request when the visitor leaves (close), and ignores a late answer', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    await control('availability', { id: 'e1', availability: 'soldout' });
    // The answer is held back until the screen has closed the store.
    const late = holdCall(server, 'GET', EVENTS);
    const sent = jest.spyOn(globalThis, 'fetch');
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.want(['e1']);
    await late.reached;
    store.close();
    late.release();
    // The call itself settles (rejected by the abort) before the store could write anything.
    await expect(sent.mock.results[0]?.value).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(abort).toHaveBeenCalled();
    expect(store.snapshot()).toEqual({});
    expect(log).not.toHaveBeenCalled();
    abort.mockRestore();
    sent.mockRestore();
    log.mockRestore();
  });

  it('asks again for withdrawn ids after a close', async () => {
    const store = newStore();
    store.want(['e1']);
    store.close();
    store.want(['e1']);
    await until(known(store, 'e1'));
  });
});

describe('callsFor', () => {
  it('keeps a page of the real programme in one call, and splits one grown far beyond it', () => {
    const id = (index: number) => `dxm2601249-20261126-1830-sal${index}`;
    const season = Array.from({ length: 177 }, (_, index) => id(index));
    expect(callsFor(season)).toEqual([season]);
    const grown = Array.from({ length: 1200 }, (_, index) => id(index));
    const calls = callsFor(grown);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.flat()).toEqual(grown);
    for (const call of calls) expect(call.join(',').length).toBeLessThanOrEqual(MAX_KEYS_LENGTH);
  });
});
