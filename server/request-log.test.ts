import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eventually } from '@/tests/eventually';
import { capturedLog } from '@/tests/log-capture';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import { createSiteServer } from './app';
import { trustProxyOption } from './trust-proxy';

const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await removeTemporaryFolders();
});

/** A site server with a captured log on a free port; `trust` is TRUST_PROXY as set. */
async function loggedServer(trust?: string) {
  const root = await temporaryFolder('request-log');
  await writeTinySite(root, 'Forside', 'kinoprogram');
  const captured = capturedLog();
  const app = await createSiteServer({
    root,
    redirects: [{ from: '/kino', to: '/kinoprogram', status: 301 }],
    log: captured.log,
    trustProxy: trustProxyOption(trust),
  });
  // Answers once the test's client has gone: the line of a response cut short.
  let release: (() => void) | undefined;
  app.get('/api/slow', async (_request, reply) => {
    await new Promise<void>((resolve) => (release = resolve));
    return reply.send('late');
  });
  servers.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...captured,
    url,
    port: Number(new URL(url).port),
    held: () => release !== undefined,
    release: () => release?.(),
  };
}

describe('the request log', () => {
  it('writes one line per request, for files answered from memory and for fastify’s answers alike', async () => {
    const { url, lines } = await loggedServer();
    const page = await fetch(`${url}/?utm_source=nyhetsbrev`);
    expect(await page.text()).toContain('Forside');
    const redirect = await fetch(`${url}/kino?dag=2`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    const missing = await fetch(`${url}/finnes-ikke`);
    expect(missing.status).toBe(404);
    await missing.text();
    const requests = await eventually('three request lines', () => {
      const found = lines('request');
      return found.length >= 3 && found;
    });
    expect(requests).toEqual([
      expect.objectContaining({ level: 'info', method: 'GET', path: '/', status: 200 }),
      expect.objectContaining({ method: 'GET', path: '/kino', status: 301 }),
      expect.objectContaining({ method: 'GET', path: '/finnes-ikke', status: 404 }),
    ]);
    for (const line of requests) {
      expect(line.client).toBe('127.0.0.1');
      expect(line.bytes).toBeGreaterThan(100);
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(line).not.toHaveProperty('aborted');
    }
    // fastify's own "incoming request" and "request completed" lines are off: only ours.
    const others = lines().filter((line) => line.msg !== 'request');
    expect(others.map((line) => line.msg)).toEqual([expect.stringMatching(/^Server listening at/)]);
    expect(JSON.stringify(requests)).not.toMatch(/utm_source|dag=2/);
    // A path is the visitor's text: an address in it is scrubbed like everywhere in the log.
    await (await fetch(`${url}/ola.nordmann%40example.no`)).text();
    const scrubbed = await eventually('the fourth line', () => lines('request')[3]);
    expect(scrubbed).toMatchObject({ path: '/[e-mail]', status: 404 });
  });

  it('names the client as TRUST_PROXY decides, as fastify does for the rate limits', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const trusting = await loggedServer('127.0.0.1');
    await (await fetch(`${trusting.url}/`, { headers: forwarded })).text();
    const untrusting = await loggedServer();
    await (await fetch(`${untrusting.url}/`, { headers: forwarded })).text();
    const behindProxy = await eventually('the trusting line', () => trusting.lines('request')[0]);
    const direct = await eventually('the other line', () => untrusting.lines('request')[0]);
    expect(behindProxy).toMatchObject({ path: '/', status: 200, client: '203.0.113.7' });
    expect(direct).toMatchObject({ path: '/', status: 200, client: '127.0.0.1' });
  });

  it('logs a request whose client left before the answer, marked aborted', async () => {
    const { port, lines, held, release } = await loggedServer();
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/slow?token=x HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await eventually('the route to hold the request', held);
    expect(lines('request')).toEqual([]);
    socket.destroy();
    const [line] = await eventually('the aborted request line', () => {
      const found = lines('request');
      return found.length > 0 && found;
    });
    release();
    expect(line).toMatchObject({ method: 'GET', path: '/api/slow', aborted: true });
  });
});
