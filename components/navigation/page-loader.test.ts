import {
  createPageLoader,
  LOAD_ERROR_MESSAGE,
  NAVIGATION_CAP_MS,
  type LoadOutcome,
} from './page-loader';

/** A resource load the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The loader's outcome so far, or 'pending'. */
function track(promise: Promise<LoadOutcome>) {
  const seen: { outcome: LoadOutcome | 'pending' } = { outcome: 'pending' };
  void promise.then((outcome) => (seen.outcome = outcome));
  return seen;
}

function setup() {
  const loads = new Map<string, ReturnType<typeof deferred>>();
  const logError = jest.fn();
  const loader = createPageLoader({
    fetchResources: (path) => {
      const load = deferred();
      loads.set(path, load);
      return load.promise;
    },
    now: () => Date.now(),
    logError,
  });
  return { loader, loads, logError };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page loader (docs/product.md, Pages and routes; Errors; Constants)', () => {
  it('lets a fast load switch as soon as it is done, not after a fixed delay', async () => {
    const { loader, loads } = setup();
    const seen = track(loader.load('/kinoprogram'));
    await jest.advanceTimersByTimeAsync(120);
    expect(seen.outcome).toBe('pending');
    loads.get('/kinoprogram')?.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.outcome).toEqual({ status: 'loaded' });
    expect(loader.results()).toEqual([{ path: '/kinoprogram', ok: true, ms: 120 }]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('lets a slow load switch at 1,000 ms and records it when it is done', async () => {
    const { loader, loads } = setup();
    const seen = track(loader.load('/om-kinoen'));
    await jest.advanceTimersByTimeAsync(999);
    expect(seen.outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.outcome).toEqual({ status: 'slow' });
    expect(loader.results()).toEqual([]);
    await jest.advanceTimersByTimeAsync(500);
    loads.get('/om-kinoen')?.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.results()).toEqual([{ path: '/om-kinoen', ok: true, ms: 1500 }]);
  });

  it("logs 'bundle loading error' and signals a failed load to its caller", async () => {
    const { loader, loads, logError } = setup();
    const seen = track(loader.load('/utleie'));
    await jest.advanceTimersByTimeAsync(300);
    const error = new Error('/utleie.txt answered 503');
    loads.get('/utleie')?.reject(error);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.outcome).toEqual({ status: 'failed', error });
    expect(logError).toHaveBeenCalledWith(LOAD_ERROR_MESSAGE, '/utleie', error);
    expect(LOAD_ERROR_MESSAGE).toBe('bundle loading error');
    expect(loader.results()).toEqual([
      { path: '/utleie', ok: false, ms: 300, error: '/utleie.txt answered 503' },
    ]);
  });

  it('also logs a failure that comes after the cap, when the caller has already switched', async () => {
    const { loader, loads, logError } = setup();
    const seen = track(loader.load('/utleie'));
    await jest.advanceTimersByTimeAsync(NAVIGATION_CAP_MS);
    loads.get('/utleie')?.reject(new Error('offline'));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.outcome).toEqual({ status: 'slow' });
    expect(logError).toHaveBeenCalledWith(LOAD_ERROR_MESSAGE, '/utleie', expect.any(Error));
    expect(loader.results()).toEqual([
      expect.objectContaining({ path: '/utleie', ok: false, error: 'offline' }),
    ]);
  });

  it('treats a fetcher that throws at once as a failed load', async () => {
    const logError = jest.fn();
    const loader = createPageLoader({
      fetchResources: () => {
        throw new TypeError('Failed to fetch');
      },
      logError,
    });
    await expect(loader.load('/x')).resolves.toEqual({
      status: 'failed',
      error: expect.any(TypeError),
    });
    expect(logError).toHaveBeenCalledWith(LOAD_ERROR_MESSAGE, '/x', expect.any(TypeError));
  });

  it('keeps the last 5 results, oldest first', async () => {
    const { loader, loads } = setup();
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'];
    for (const path of paths) {
      void loader.load(path);
      await jest.advanceTimersByTimeAsync(10);
      if (path === '/c') loads.get(path)?.reject(new Error('503'));
      else loads.get(path)?.resolve();
    }
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.results().map(({ path, ok }) => [path, ok])).toEqual([
      ['/c', false],
      ['/d', true],
      ['/e', true],
      ['/f', true],
      ['/g', true],
    ]);
    loader.results().pop();
    expect(loader.results()).toHaveLength(5);
  });
});
