import { connect, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, loadLiveSite } from './app';
import { openLocalStore } from './newsletter/local-store';
import { newsletterRoutes } from './newsletter/routes';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';

const TIMEOUTS = { requestMs: 600, headersMs: 600, keepAliveMs: 600, idleMs: 1_500 };
/**
 * How late a timeout may fire on a busy machine: far below fastify's and Node's own defaults (60 s
 * for headers, 72 s keep-alive, none for a request), so a bound still tells our timeout from none.
 */
const LATE_MS = 15_000;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const root = await temporaryFolder('site-server');
  await writeTinySite(root, 'Forside', 'kinoprogram');
  app = await createSiteServer({
    root,
    redirects: [{ from: '/kino', to: '/kinoprogram', status: 301 }],
    timeouts: TIMEOUTS,
  });
  await app.register(newsletterRoutes, {
    store: await openLocalStore(path.join(root, '..', `${path.basename(root)}-subscribers.jsonl`)),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await app.close();
  await removeTemporaryFolders();
});

/** Opens a raw connection, resolving with the socket and a promise of everything it receives until it closes. */
async function rawConnection(): Promise<{
  socket: Socket;
  received: Promise<{ text: string; ms: number }>;
}> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('error', reject),
  );
  const started = Date.now();
  const received = new Promise<{ text: string; ms: number }>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.once('close', () => resolve({ text, ms: Date.now() - started }));
  });
  return { socket, received };
}

describe('redirects stay on the site', () => {
  it('redirects a trailing slash away with 308 to a path with one leading slash', async () => {
    const response = await app.inject('/kinoprogram///?dag=2');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/kinoprogram?dag=2');
  });

  // Sent over a real connection: inject would parse `/\\x` as a URL of host x before the server saw it.
  it.each([
    '//x//evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/.//evil.example/',
    '/a/..//evil.example/',
  ])('answers %j with the 404 page, never a redirect', async (url) => {
    const { socket, received } = await rawConnection();
    socket.end(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const { text } = await received;
    expect(text).toMatch(/^HTTP\/1\.1 404 /);
    expect(text).not.toMatch(/^location:/im);
    expect(text).toContain('Ikke funnet');
  });

  it('keeps a redirect with inner double slashes on the site', async () => {
    const response = await app.inject('/x//evil.example/');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/x//evil.example');
  });
});

describe('addresses in other letter case', () => {
  it('redirects a page path in capitals to its lower-case page with 301, keeping the query', async () => {
    expect((await app.inject('/kinoprogram')).statusCode).toBe(200);
    const response = await app.inject('/KinoProgram?dag=2');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/kinoprogram?dag=2');
  });

  it('leaves a path whose lower-case form is no page a 404', async () => {
    expect((await app.inject('/Kinoprogrammet')).statusCode).toBe(404);
    expect((await app.inject('/Index')).statusCode).toBe(404);
  });
});

describe('files that are not pages of the site', () => {
  it.each(['/404', '/index', '/_not-found'])('%s answers 404', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('still serves the pages themselves and /404.html (docs/product.md)', async () => {
    expect((await app.inject('/')).body).toContain('Forside');
    expect((await app.inject('/kinoprogram')).statusCode).toBe(200);
    expect((await app.inject('/404.html')).statusCode).toBe(200);
  });
});

describe('timeouts', () => {
  it('answers a request body that trickles in too slowly with 408 and closes the connection', async () => {
    const { socket, received } = await rawConnection();
    socket.write(
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
    );
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    const { text, ms } = await received;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(ms).toBeLessThan(TIMEOUTS.requestMs + LATE_MS);
  });

  it('answers headers that never finish with 408 and closes the connection', async () => {
    const { socket, received } = await rawConnection();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    const { text, ms } = await received;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(TIMEOUTS.headersMs + LATE_MS);
  });

  it('closes a kept-alive connection that sends no further request', async () => {
    const { socket, received } = await rawConnection();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const { text, ms } = await received;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('Forside');
    expect(ms).toBeLessThan(TIMEOUTS.keepAliveMs + LATE_MS);
  });

  it('answers a connection on which nothing is ever sent with 408 and closes it', async () => {
    const { received } = await rawConnection();
    const { text, ms } = await received;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(TIMEOUTS.headersMs + LATE_MS);
  });

  it('uses 10 s for a request and 60 s for an idle connection by default', async () => {
    const { SERVER_TIMEOUTS } = await import('./app');
    expect(SERVER_TIMEOUTS).toEqual({
      requestMs: 10_000,
      headersMs: 10_000,
      keepAliveMs: 60_000,
      idleMs: 60_000,
    });
  });
});

describe('LiveSite.prepare (a swap of the served build)', () => {
  it('serves both builds until the switch, then the new one; a failed swap goes back to the served build alone', async () => {
    const base = await temporaryFolder('live-site');
    const [served, next] = [path.join(base, 'served'), path.join(base, 'next')];
    await writeTinySite(served, 'Før', 'gammel');
    await writeTinySite(next, 'Etter', 'ny');
    const site = await loadLiveSite(served);
    expect([...site.pages].sort()).toEqual(['/404', '/gammel', '/index']);

    const swapped = await site.prepare(next);
    expect([...site.pages].sort()).toEqual(['/404', '/gammel', '/index', '/ny']);
    swapped();
    expect([...site.pages].sort()).toEqual(['/404', '/index', '/ny']);

    const failed = await site.prepare(served);
    expect([...site.pages].sort()).toEqual(['/404', '/gammel', '/index', '/ny']);
    failed(false);
    expect([...site.pages].sort()).toEqual(['/404', '/index', '/ny']);
  });
});
