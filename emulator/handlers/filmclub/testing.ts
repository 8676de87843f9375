import { setupServer, type SetupServer } from 'msw/node';
import type { z } from 'zod';
import { loadOnce } from '@/lib/load-once';
import { answered, handled, holdCall, requested, type HeldCall } from '../hold';
import type {
  disconnectSchema,
  failSchema,
  hangSchema,
  invalidSchema,
  omitSchema,
} from './control';
import { filmclubHandlers } from './index';
import type { OperationName, PartnerId } from './operations';
import { loadCatalogue } from './programme';
import type { LogEntry } from './state';

/** Base url of the emulator in unit tests. */
export const BASE = 'http://filmclub.test';

export const SEEDED = {
  118: { email: 'ola.nordmann@example.no', password: 'Kino2026!', userName: 'olan' },
  178: { email: 'kari.nordmann@example.no', password: 'Film2026!', userName: 'karin' },
} as const;

/** The catalogue of the embedded content at the test's clock (now), loaded once per test file. */
export const testCatalogue = loadOnce(() =>
  loadCatalogue({ root: process.cwd(), now: new Date() }),
);

/** The base url of a backend in unit tests, the `baseUrl` of its film-club config. */
export const backendUrl = (partnerId: PartnerId): string => `${BASE}/filmclub/${partnerId}`;

/**
 * An msw server of the film-club handlers for one test file, started before and reset after
 * every test through the emulator's own control call (and the test's holds dropped).
 */
export function serveFilmclubInTests() {
  const server = setupServer();
  beforeAll(async () => {
    server.resetHandlers(...filmclubHandlers(BASE, await testCatalogue()));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    server.resetHandlers();
    await control('reset');
  });
  afterAll(() => server.close());
  return server;
}

/** Calls an operation of a backend with a JSON body (POST) or query (GET). */
export function call(
  partnerId: PartnerId,
  operation: OperationName | 'QrCodeDx',
  init: {
    body?: unknown;
    query?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
) {
  const url = `${BASE}/filmclub/${partnerId}/${operation}${init.query ? `?${init.query}` : ''}`;
  const isGet = operation.startsWith('Get') || operation === 'QrCodeDx';
  return fetch(url, {
    method: isGet ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}

/** POSTs a control call (`fail`, `hang`, `invalid`, `disconnect`, `omit`, `expire-tokens`, `token-ttl`, `reset`); see `faults`. */
export const control = (path: string, body?: unknown) =>
  fetch(`${BASE}/filmclub/_control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Logs the seeded member of backend 118 in; the Cookie header to send (fetch in Node keeps no cookies). */
export async function login118(): Promise<{ cookie: string; marsToken: string }> {
  const response = await call(118, 'LoginDx', {
    body: { Email: SEEDED[118].email, Password: SEEDED[118].password },
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { marsToken } = (await response.json()) as { marsToken: string };
  return { cookie, marsToken };
}

/** Logs the seeded member of backend 178 in; its profile token (also a bearer access token at first). */
export async function login178(): Promise<string> {
  const response = await call(178, 'LoginDx', {
    body: { Email: SEEDED[178].email, Password: SEEDED[178].password },
  });
  return ((await response.json()) as { marsToken: string }).marsToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POSTs a control call and throws unless the emulator took it (204). */
async function steer(path: string, body: unknown): Promise<void> {
  const response = await control(path, body);
  if (response.status !== 204)
    throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Per-test faults of the emulator (control.ts; README.md, "Film-club emulator"), each lasting
 * until the reset after the test: the same rules the end-to-end specs set over HTTP, typed by
 * the emulator's own control schemas.
 */
export const faults = {
  /** Matching calls answer `status` with `{ Message, Code? }` (401 is UNAUTHENTICATED, 5xx 'Intern feil'). */
  fail: (rule: z.input<typeof failSchema>) => steer('fail', rule),
  /** Matching calls never answer until the caller aborts, the reset, or `capMs` (then 504). */
  hang: (rule: z.input<typeof hangSchema>) => steer('hang', rule),
  /** Matching calls answer 200 with an HTML maintenance page that no wire schema accepts. */
  invalid: (rule: z.input<typeof invalidSchema>) => steer('invalid', rule),
  /** Matching calls fail as a network error: no answer at all (offline). */
  disconnect: (rule: z.input<typeof disconnectSchema>) => steer('disconnect', rule),
  /** Matching calls answer as usual without these top-level fields (a LoginDx without `marsToken`). */
  omit: (rule: z.input<typeof omitSchema>) => steer('omit', rule),
  /** 178: every access token expires now (the profile token still refreshes); 118: every session ends. */
  expireTokens: (partnerId: PartnerId) => steer('expire-tokens', { partnerId }),
};

/** Every call a backend received, oldest first (`GET _control/log`). */
export async function callLog(partnerId: PartnerId): Promise<LogEntry[]> {
  return (await (
    await fetch(`${BASE}/filmclub/_control/log?partnerId=${partnerId}`)
  ).json()) as LogEntry[];
}

/** The calls of one operation a backend received, oldest first. */
export const callsOf = async (
  partnerId: PartnerId,
  operation: OperationName,
): Promise<LogEntry[]> =>
  (await callLog(partnerId)).filter((entry) => entry.operation === operation);

const methodOf = (operation: OperationName): 'GET' | 'POST' =>
  operation.startsWith('Get') ? 'GET' : 'POST';

/** Holds the (`skip` + 1)-th call of an operation until `release()`; then the emulator answers it (hold.ts). */
export const holdOperation = (
  server: SetupServer,
  partnerId: PartnerId,
  operation: OperationName,
  options: { skip?: number } = {},
): HeldCall =>
  holdCall(server, methodOf(operation), `${backendUrl(partnerId)}/${operation}`, options);

/** Resolves once the emulator has answered `count` calls of an operation (with `status`, when given). */
export const operationAnswered = (
  server: SetupServer,
  partnerId: PartnerId,
  operation: OperationName,
  count = 1,
  status?: number,
): Promise<void> => answered(server, `${backendUrl(partnerId)}/${operation}`, count, status);

/** Resolves once a call of an operation is on the wire. */
export const operationRequested = (
  server: SetupServer,
  partnerId: PartnerId,
  operation: OperationName,
): Promise<void> => requested(server, `${backendUrl(partnerId)}/${operation}`);

/** Resolves once the emulator is done with a call of an operation, answered or aborted by its caller. */
export const operationHandled = (
  server: SetupServer,
  partnerId: PartnerId,
  operation: OperationName,
): Promise<void> => handled(server, `${backendUrl(partnerId)}/${operation}`);
