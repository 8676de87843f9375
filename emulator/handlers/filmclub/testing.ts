import { setupServer } from 'msw/node';
import { loadOnce } from '@/lib/load-once';
import { filmclubHandlers } from './index';
import type { OperationName, PartnerId } from './operations';
import { loadCatalogue } from './programme';

/** Base url of the emulator in unit tests. */
export const BASE = 'http://filmclub.test';

export const SEEDED = {
  118: { email: 'ola.nordmann@example.no', password: 'Kino2026!', userName: 'olan' },
  178: { email: 'kari.nordmann@example.no', password: 'Film2026!', userName: 'karin' },
} as const;

/** The catalogue of the embedded content at the test's clock (now), loaded once per test file. */
export const testCatalogue = loadOnce(() => loadCatalogue({ root: process.cwd(), now: new Date() }));

/**
 * An msw server of the film-club handlers for one test file, started before and reset after
 * every test through the emulator's own control call.
 */
export function serveFilmclubInTests() {
  const server = setupServer();
  beforeAll(async () => {
    server.resetHandlers(...filmclubHandlers(BASE, await testCatalogue()));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => control('reset'));
  afterAll(() => server.close());
  return server;
}

/** Calls an operation of a backend with a JSON body (POST) or query (GET). */
export function call(partnerId: PartnerId, operation: OperationName | 'QrCodeDx', init: { body?: unknown; query?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}) {
  const url = `${BASE}/filmclub/${partnerId}/${operation}${init.query ? `?${init.query}` : ''}`;
  const isGet = operation.startsWith('Get') || operation === 'QrCodeDx';
  return fetch(url, {
    method: isGet ? 'GET' : 'POST',
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}

/** POSTs a control call (`fail`, `hang`, `expire-tokens`, `token-ttl`, `reset`). */
export const control = (path: string, body?: unknown) =>
  fetch(`${BASE}/filmclub/_control/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

/** Logs the seeded member of backend 118 in; the Cookie header to send (fetch in Node keeps no cookies). */
export async function login118(): Promise<{ cookie: string; marsToken: string }> {
  const response = await call(118, 'LoginDx', { body: { Email: SEEDED[118].email, Password: SEEDED[118].password } });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { marsToken } = (await response.json()) as { marsToken: string };
  return { cookie, marsToken };
}

/** Logs the seeded member of backend 178 in; its profile token (also a bearer access token at first). */
export async function login178(): Promise<string> {
  const response = await call(178, 'LoginDx', { body: { Email: SEEDED[178].email, Password: SEEDED[178].password } });
  return ((await response.json()) as { marsToken: string }).marsToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
