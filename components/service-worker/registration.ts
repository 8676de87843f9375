// Behaviour: docs/product.md, Client navigation and the service worker. Reloads are guarded in
// sessionStorage so a worker that changes on every load cannot loop.

/** The parts of the browser the registration uses (navigator.serviceWorker, sessionStorage, location). */
export interface WorkerHost {
  container: Pick<
    ServiceWorkerContainer,
    'controller' | 'register' | 'getRegistrations' | 'addEventListener'
  >;
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload(): void;
  now(): number;
}

export interface RegistrationOptions {
  scriptUrl: string;
  /** Cached for offline use once the first worker controls. */
  pageUrl: string;
  /** True on the 404 page. */
  unknownPage: boolean;
  onOfflineReady(): void;
}

export type RegistrationOutcome = 'registered' | 'unregistered' | 'skipped' | 'failed';

export const RELOAD_GUARD_KEY = 'kh-sw-reload-at';
/** A second reload within this many milliseconds of the last one is refused (a loop). */
export const RELOAD_GUARD_MS = 30_000;

/** Reloads the page unless this module already did within RELOAD_GUARD_MS; true when it reloaded. */
export function reloadOnce(host: WorkerHost, reason: string): boolean {
  const last = Number(host.session?.getItem(RELOAD_GUARD_KEY) ?? Number.NaN);
  const now = host.now();
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) {
    console.warn(
      `Service worker: no reload for ${reason}; the page was reloaded ${now - last} ms ago.`,
    );
    return false;
  }
  host.session?.setItem(RELOAD_GUARD_KEY, String(now));
  host.reload();
  return true;
}

function watchRedundant(registration: ServiceWorkerRegistration): void {
  registration.addEventListener?.('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant')
        console.warn(
          'Service worker: the new worker became redundant (its install failed or it was replaced).',
        );
    });
  });
}

/** Registers the worker, or on an unknown page removes a controlling one. Never throws: the page works on without a worker. */
export async function startServiceWorker(
  host: WorkerHost,
  options: RegistrationOptions,
): Promise<RegistrationOutcome> {
  const { container } = host;
  try {
    if (options.unknownPage) {
      // Not registered here either: the next known page the visitor opens registers again.
      if (container.controller?.state !== 'activated') return 'skipped';
      const registrations = await container.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      reloadOnce(host, 'an unknown page');
      return 'unregistered';
    }
    const hadController = Boolean(container.controller);
    let announced = false;
    container.addEventListener('controllerchange', () => {
      if (hadController) {
        reloadOnce(host, 'a new service worker');
      } else if (!announced) {
        announced = true;
        // The page the worker was installed on loaded before it, so it is not cached yet: ask
        // the worker to fetch it through its page route (workbox-routing's CACHE_URLS message).
        container.controller?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: [[options.pageUrl, { headers: { accept: 'text/html' } }]] },
        });
        options.onOfflineReady();
      }
    });
    watchRedundant(
      await container.register(options.scriptUrl, { scope: '/', updateViaCache: 'none' }),
    );
    return 'registered';
  } catch (error) {
    console.warn(
      'Service worker: registration failed; the site works without offline support.',
      error,
    );
    return 'failed';
  }
}
