import Fastify from 'fastify';
import { newsletterRoutes } from './newsletter/routes';
import { trustProxyOption } from './trust-proxy';

/** A newsletter server as `npm start` builds it (fastify's trustProxy from TRUST_PROXY), 2 sign-ups per IP. */
async function newsletterServer(trustProxy: string | undefined) {
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
  await app.register(newsletterRoutes, {
    store: { subscribe: async () => undefined },
    perIp: { max: 2, windowMs: 60_000 },
  });
  await app.ready();
  return app;
}

/** A sign-up arriving from nginx on 127.0.0.1, for the visitor `client` (X-Forwarded-For as nginx sets it, after anything the client sent). */
const signUp = (
  app: Awaited<ReturnType<typeof newsletterServer>>,
  client: string,
  sentByClient?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': sentByClient ? `${sentByClient}, ${client}` : client },
    payload: { email: `${Math.random().toString(36).slice(2)}@example.no` },
  });

describe('TRUST_PROXY and the newsletter limit per IP (issue 12 item 6)', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored: every visitor behind the proxy shares one limit', async () => {
    const app = await newsletterServer(undefined);
    expect((await signUp(app, '203.0.113.1')).statusCode).toBe(201);
    expect((await signUp(app, '203.0.113.2')).statusCode).toBe(201);
    expect((await signUp(app, '203.0.113.3')).statusCode).toBe(429);
  });

  it('with TRUST_PROXY=1, each visitor has its own limit, and an X-Forwarded-For the client made up does not dodge it', async () => {
    const app = await newsletterServer('1');
    expect((await signUp(app, '203.0.113.1')).statusCode).toBe(201);
    expect((await signUp(app, '203.0.113.1', '198.51.100.7')).statusCode).toBe(201);
    expect((await signUp(app, '203.0.113.1', '198.51.100.8')).statusCode).toBe(429);
    expect((await signUp(app, '203.0.113.2')).statusCode).toBe(201);
  });

  // Issue 26 item 8: a provider gives a subscriber a whole /64; rotating through it must not dodge the
  // limit (server/client-key.ts, the key the editors' gate shares).
  it('with TRUST_PROXY=1, every address of one IPv6 /64 shares one limit', async () => {
    const app = await newsletterServer('1');
    expect((await signUp(app, '2001:db8:5:6::1')).statusCode).toBe(201);
    expect((await signUp(app, '2001:db8:5:6::2')).statusCode).toBe(201);
    expect((await signUp(app, '2001:db8:5:6:abcd::3')).statusCode).toBe(429);
    expect((await signUp(app, '2001:db8:5:7::1')).statusCode).toBe(201);
  });

  it('reads off, hop counts and proxy addresses, and names TRUST_PROXY for a bad hop count', () => {
    expect(trustProxyOption(undefined)).toBe(false);
    expect(trustProxyOption('false')).toBe(false);
    expect(trustProxyOption('0')).toBe(false);
    expect(typeof trustProxyOption('true')).toBe('function');
    expect(trustProxyOption('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => trustProxyOption('-1')).toThrow(/TRUST_PROXY is invalid/);
  });
});
