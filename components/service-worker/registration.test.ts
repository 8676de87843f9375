import {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  startServiceWorker,
  type WorkerHost,
} from './registration';

type Listener = () => void;

/** A fake browser: a container with an optional controller, a session store and a reload counter. */
function fakeHost({
  controller = null as { state: ServiceWorkerState } | null,
  register = jest.fn(async () => fakeRegistration()),
} = {}) {
  const listeners: Listener[] = [];
  const stored = new Map<string, string>();
  const registrations = [fakeRegistration(), fakeRegistration()];
  let clock = 1_000_000;
  const postMessage = jest.fn();
  const host = {
    container: {
      controller: (controller ? { ...controller, postMessage } : null) as ServiceWorker | null,
      register,
      getRegistrations: jest.fn(async () => registrations),
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'controllerchange') listeners.push(listener);
      },
    },
    session: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    reload: jest.fn(),
    now: () => clock,
  };
  return {
    host: host as unknown as WorkerHost & { reload: jest.Mock },
    registrations,
    register,
    stored,
    postMessage,
    /** The first worker claims the page. */
    claim: (state: ServiceWorkerState = 'activated') => {
      host.container.controller = { state, postMessage } as unknown as ServiceWorker;
      listeners.forEach((listener) => listener());
    },
    /** A worker takes control of the page (clients.claim after skipWaiting). */
    takeControl: () => listeners.forEach((listener) => listener()),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

function fakeRegistration() {
  return {
    unregister: jest.fn(async () => true),
    addEventListener: jest.fn(),
    installing: null,
  } as unknown as ServiceWorkerRegistration & { unregister: jest.Mock };
}

const options = (
  overrides: Partial<{ unknownPage: boolean; onOfflineReady: () => void }> = {},
) => ({
  scriptUrl: '/sw.js',
  pageUrl: 'http://site.test/kinoprogram',
  unknownPage: false,
  onOfflineReady: jest.fn(),
  ...overrides,
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('service worker registration (docs/product.md, Pages and routes)', () => {
  it('first install: registers /sw.js at the root, has this page cached and tells the visitor once that the content works offline, without reloading', async () => {
    const fake = fakeHost();
    const opts = options();
    await expect(startServiceWorker(fake.host, opts)).resolves.toBe('registered');
    expect(fake.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(opts.onOfflineReady).not.toHaveBeenCalled();
    fake.claim();
    fake.claim();
    expect(opts.onOfflineReady).toHaveBeenCalledTimes(1);
    expect(fake.postMessage).toHaveBeenCalledTimes(1);
    expect(fake.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [['http://site.test/kinoprogram', { headers: { accept: 'text/html' } }]],
      },
    });
    expect(fake.host.reload).not.toHaveBeenCalled();
  });

  it('new worker while an old one controls: reloads the page once and does not announce anything', async () => {
    const fake = fakeHost({ controller: { state: 'activated' } });
    const opts = options();
    await startServiceWorker(fake.host, opts);
    fake.takeControl();
    expect(fake.host.reload).toHaveBeenCalledTimes(1);
    expect(opts.onOfflineReady).not.toHaveBeenCalled();
  });

  it('new worker again right after that reload: no second reload (loop guard), but a later deploy reloads again', async () => {
    const fake = fakeHost({ controller: { state: 'activated' } });
    await startServiceWorker(fake.host, options());
    fake.takeControl();
    // The reloaded page meets yet another new worker within the guard time.
    fake.advance(2_000);
    fake.takeControl();
    expect(fake.host.reload).toHaveBeenCalledTimes(1);
    expect(fake.stored.get(RELOAD_GUARD_KEY)).toBe('1000000');
    fake.advance(RELOAD_GUARD_MS);
    fake.takeControl();
    expect(fake.host.reload).toHaveBeenCalledTimes(2);
  });

  it('unknown page while an activated worker controls: removes every registration and reloads once', async () => {
    const fake = fakeHost({ controller: { state: 'activated' } });
    await expect(startServiceWorker(fake.host, options({ unknownPage: true }))).resolves.toBe(
      'unregistered',
    );
    for (const registration of fake.registrations)
      expect(registration.unregister).toHaveBeenCalledTimes(1);
    expect(fake.register).not.toHaveBeenCalled();
    expect(fake.host.reload).toHaveBeenCalledTimes(1);
    // The reloaded 404 page is controlled again (a stubborn worker): no second reload.
    fake.advance(1_000);
    await startServiceWorker(fake.host, options({ unknownPage: true }));
    expect(fake.host.reload).toHaveBeenCalledTimes(1);
  });

  it('unknown page with no worker, or one not yet activated: leaves registrations alone and does not reload', async () => {
    for (const controller of [null, { state: 'activating' as const }]) {
      const fake = fakeHost({ controller });
      await expect(startServiceWorker(fake.host, options({ unknownPage: true }))).resolves.toBe(
        'skipped',
      );
      expect(fake.registrations[0]?.unregister).not.toHaveBeenCalled();
      expect(fake.register).not.toHaveBeenCalled();
      expect(fake.host.reload).not.toHaveBeenCalled();
    }
  });

  it('a failing registration is logged for developers and never thrown at the page', async () => {
    const fake = fakeHost({
      register: jest.fn(async () => Promise.reject(new Error('SecurityError'))),
    });
    await expect(startServiceWorker(fake.host, options())).resolves.toBe('failed');
    expect(console.warn).toHaveBeenCalled();
    expect(fake.host.reload).not.toHaveBeenCalled();
  });
});
