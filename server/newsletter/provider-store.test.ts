import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter';
import { providerStore } from './provider-store';
import { newsletterRoutes } from './routes';
import { ProviderError } from './types';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local fake of the newsletter provider: answers each request with `respond`, records what it got. */
async function fakeProvider(respond: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/subscribers`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, received, close };
}

const answerWith = (status: number) => (response: ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
let provider: Awaited<ReturnType<typeof fakeProvider>> | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

describe('forwarding to the configured provider', () => {
  it('posts the normalised address as JSON with the bearer token, asks for double opt-in and answers 201', async () => {
    provider = await fakeProvider(answerWith(201));
    const app = Fastify();
    await app.register(newsletterRoutes, {
      store: providerStore({ url: provider.url, token: 'hemmelig', timeoutMs: 5_000 }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' Ola@Example.no' },
    });
    expect(response.statusCode).toBe(201);
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]?.headers.authorization).toBe('Bearer hemmelig');
    expect(provider.received[0]?.body).toMatchObject({
      email: 'ola@example.no',
      subscribedAt: expect.any(String),
      status: 'pending',
      doubleOptIn: true,
    });
  });

  it('takes 409 (already there) as a sign-up, answered like any other', async () => {
    provider = await fakeProvider(answerWith(409));
    await expect(
      providerStore({ url: provider.url, timeoutMs: 5_000 }).subscribe('ola@example.no'),
    ).resolves.toBeUndefined();
  });

  it('answers 502 with a Norwegian message when the provider fails', async () => {
    provider = await fakeProvider(answerWith(500));
    const app = Fastify();
    await app.register(newsletterRoutes, {
      store: providerStore({ url: provider.url, timeoutMs: 5_000 }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'ola@example.no' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      status: 'unavailable',
      message: NEWSLETTER_MESSAGES.unavailable,
    });
  });

  it('gives up on a provider that does not answer in time', async () => {
    provider = await fakeProvider(() => undefined);
    await expect(
      providerStore({ url: provider.url, timeoutMs: 200 }).subscribe('ola@example.no'),
    ).rejects.toThrow(ProviderError);
  });

  it('fails with a ProviderError when the provider is unreachable', async () => {
    provider = await fakeProvider(answerWith(201));
    const { url } = provider;
    await provider.close();
    provider = undefined;
    await expect(
      providerStore({ url, timeoutMs: 5_000 }).subscribe('ola@example.no'),
    ).rejects.toThrow(/did not answer|unreachable/);
  });
});
