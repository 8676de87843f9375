import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter';
import { openLocalStore, readStoreFile } from './local-store';
import { newsletterRoutes, type NewsletterRoutesOptions } from './routes';
import type { NewsletterStore } from './types';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-routes-'));
  file = path.join(dir, 'subscribers.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function server(options: Partial<NewsletterRoutesOptions> = {}, store?: NewsletterStore) {
  const app = Fastify();
  await app.register(newsletterRoutes, {
    store: store ?? (await openLocalStore(file)),
    ...options,
  });
  await app.ready();
  return app;
}

type App = Awaited<ReturnType<typeof server>>;
const postJson = (app: App, payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress });
const postForm = (app: App, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const storedEmails = async () => (await readStoreFile(file)).records.map((record) => record.email);

describe('POST /api/newsletter', () => {
  it('subscribes a valid address with 201 and stores it trimmed and in lower case', async () => {
    const app = await server();
    const response = await postJson(app, { email: '  Ola.Nordmann@Example.NO ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'subscribed',
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await storedEmails()).toEqual(['ola.nordmann@example.no']);
  });

  it('answers a repeated sign-up exactly like the first, so nobody can test whether an address is on the list, and keeps one entry', async () => {
    const app = await server();
    const first = await postJson(app, { email: 'kari@example.no' });
    const again = await postJson(app, { email: 'KARI@example.no' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await storedEmails()).toEqual(['kari@example.no']);
  });

  it('answers a repeated form post with the same page as the first', async () => {
    const app = await server();
    const first = await postForm(app, { email: 'skjema2@example.no' });
    const again = await postForm(app, { email: 'skjema2@example.no' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
  });

  it('stores one entry when the same address signs up several times at once', async () => {
    const app = await server();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postJson(app, { email: 'samtidig@example.no' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await storedEmails()).toEqual(['samtidig@example.no']);
  });

  it.each([
    ['an empty address', { email: '   ' }, NEWSLETTER_MESSAGES.emailMissing],
    ['no address at all', {}, NEWSLETTER_MESSAGES.emailMissing],
    ['an address without a domain', { email: 'ola@' }, NEWSLETTER_MESSAGES.emailInvalid],
    [
      'an address with a space',
      { email: 'ola nordmann@example.no' },
      NEWSLETTER_MESSAGES.emailInvalid,
    ],
  ])(
    'refuses %s with 400 and a Norwegian field error, storing nothing',
    async (_name, payload, message) => {
      const app = await server();
      const response = await postJson(app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'invalid',
        message,
        fieldErrors: { email: message },
      });
      expect(await storedEmails()).toEqual([]);
    },
  );

  it('refuses a body that is not JSON with 400 and stores nothing', async () => {
    const app = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'invalid',
      message: NEWSLETTER_MESSAGES.unreadable,
    });
  });

  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const app = await server();
    const response = await postJson(app, {
      email: 'bot@example.no',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'subscribed' });
    expect(await storedEmails()).toEqual([]);
  });
});

// Issue 26 item 4: a sign-up counts once the owner of the address has confirmed it.
describe('confirming a sign-up (the local store)', () => {
  const tokenIn = async () => [...(await readStoreFile(file)).tokens.keys()][0] ?? '';
  const confirm = (app: App, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/bekreft',
      payload: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('keeps a sign-up pending until the owner presses the button the mail’s link opens', async () => {
    const app = await server();
    await postJson(app, { email: 'eier@example.no' });
    const statuses = async () => (await readStoreFile(file)).records.map((record) => record.status);
    expect(await statuses()).toEqual(['pending']);
    const token = await tokenIn();
    // Opening the link (as a mail scanner does) asks; it confirms nothing.
    const question = await app.inject({ url: `/api/newsletter/bekreft?token=${token}` });
    expect(question.statusCode).toBe(200);
    expect(question.headers['cache-control']).toBe('no-store');
    expect(question.body).toContain('<h1>Bekreft påmeldingen</h1>');
    expect(question.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(question.body).toContain('<button type="submit">Bekreft påmeldingen</button>');
    expect(await statuses()).toEqual(['pending']);
    const pressed = await confirm(app, token);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('<h1>Påmeldingen er bekreftet</h1>');
    expect(pressed.body).toContain('Takk! Nyhetsbrevet blir sendt til eier@example.no.');
    expect(await statuses()).toEqual(['confirmed']);
  });

  it('says in Norwegian that a made-up or missing token does not work, and confirms nothing', async () => {
    const app = await server();
    await postJson(app, { email: 'eier@example.no' });
    for (const token of ['gjettet', '']) {
      const answer = await confirm(app, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('<h1>Lenken virker ikke</h1>');
      expect(answer.body).toContain('href="/meld-deg-pa-vart-nyhetsbrev"');
    }
    expect((await readStoreFile(file)).records.map((record) => record.status)).toEqual(['pending']);
  });

  it('has no confirmation route when the provider confirms with its own mail', async () => {
    const app = await server({}, { subscribe: async () => undefined });
    expect((await app.inject({ url: '/api/newsletter/bekreft?token=x' })).statusCode).toBe(404);
  });
});

describe('a classic form post (no JavaScript)', () => {
  it('answers a Norwegian confirmation page that links back to the page it came from', async () => {
    const app = await server();
    const response = await postForm(
      app,
      { email: 'skjema@example.no', website: '' },
      { referer: 'https://kulturhuset.no/den-store-kinodagen' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="nb">');
    expect(response.body).toContain(NEWSLETTER_MESSAGES.subscribed);
    expect(response.body).toContain('href="/den-store-kinodagen"');
    expect(await storedEmails()).toEqual(['skjema@example.no']);
  });

  it('shows the error beside the field and keeps what was typed, escaped', async () => {
    const app = await server();
    const response = await postForm(app, { email: 'ola@"><script>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(NEWSLETTER_MESSAGES.emailInvalid);
    expect(response.body).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(response.body).toContain('value="ola@&#34;&#62;&#60;script&#62;"');
    expect(response.body).not.toContain('<script>');
  });

  it('never links back to another host', async () => {
    const app = await server();
    const response = await postForm(app, {
      email: 'retur@example.no',
      returnTo: '//evil.example/x',
    });
    expect(response.body).toContain('href="/meld-deg-pa-vart-nyhetsbrev"');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once one address tried too often, while other addresses still sign up', async () => {
    const app = await server({ perAddress: { max: 2, windowMs: 60_000 } });
    await postJson(app, { email: 'ivrig@example.no' });
    await postJson(app, { email: 'ivrig@example.no' });
    const third = await postJson(app, { email: 'Ivrig@example.no' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      status: 'rate-limited',
      message: NEWSLETTER_MESSAGES.tooManyRequests,
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postJson(app, { email: 'rolig@example.no' })).statusCode).toBe(201);
  });

  it('answers 429 once one IP sent too many requests, whatever the address', async () => {
    const app = await server({ perIp: { max: 3, windowMs: 60_000 } });
    for (const name of ['a', 'b', 'c'])
      expect((await postJson(app, { email: `${name}@example.no` }, '10.0.0.7')).statusCode).toBe(
        201,
      );
    const fourth = await postJson(app, { email: 'd@example.no' }, '10.0.0.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status: 'rate-limited' });
    expect((await postJson(app, { email: 'd@example.no' }, '10.0.0.8')).statusCode).toBe(201);
    expect(await storedEmails()).toEqual([
      'a@example.no',
      'b@example.no',
      'c@example.no',
      'd@example.no',
    ]);
  });
});
