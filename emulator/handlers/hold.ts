import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/** A call held before the emulator answers it: `reached` once it is on the wire, `release` lets the emulator answer. */
export interface HeldCall {
  reached: Promise<void>;
  release: () => void;
}

/**
 * For unit tests: holds the (`skip` + 1)-th `method` request to `url` on the test's msw `server`
 * until `release()` (or until the caller aborts it), then lets it through to the emulator's own
 * handler, which answers as usual. Orders a race (an answer after a refresh, after a logout)
 * without a sleep and without a hand-written answer. Lasts until the server's handlers are reset.
 */
export function holdCall(
  server: SetupServer,
  method: 'GET' | 'POST',
  url: string,
  { skip = 0 } = {},
): HeldCall {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  const route = method === 'GET' ? http.get : http.post;
  server.use(
    route(url, async ({ request }) => {
      seen += 1;
      if (seen !== skip + 1) return undefined;
      reach();
      await Promise.race([
        released,
        new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true })),
      ]);
      // Nothing returned: msw hands the request on to the next handler, the emulator's.
      return undefined;
    }),
  );
  return { reached, release };
}

type LifeCycleEvent = 'request:start' | 'request:end' | 'response:mocked';

/** Resolves at the `count`-th `event` of the msw `server` for a request to `url` that `accept` takes. */
function nthEvent(
  server: SetupServer,
  event: LifeCycleEvent,
  url: string,
  count = 1,
  accept: (response?: Response) => boolean = () => true,
): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const listener = ({ request, response }: { request: Request; response?: Response }) => {
      if (request.url.split('?')[0] !== url || !accept(response)) return;
      seen += 1;
      if (seen < count) return;
      server.events.removeListener(event, listener);
      resolve();
    };
    server.events.on(event, listener);
  });
}

/** For unit tests: resolves once the msw `server` has answered `count` requests to `url` (with `status`, when given). */
export const answered = (
  server: SetupServer,
  url: string,
  count: number,
  status?: number,
): Promise<void> =>
  nthEvent(
    server,
    'response:mocked',
    url,
    count,
    (response) => status === undefined || response?.status === status,
  );

/** For unit tests: resolves once a request to `url` is on the wire (reached the test's msw `server`). */
export const requested = (server: SetupServer, url: string): Promise<void> =>
  nthEvent(server, 'request:start', url);

/**
 * For unit tests: resolves once the msw `server` is done with a request to `url`, whether it was
 * answered or the caller had aborted it (then nobody receives the answer).
 */
export const handled = (server: SetupServer, url: string): Promise<void> =>
  nthEvent(server, 'request:end', url);
