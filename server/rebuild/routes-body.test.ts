import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { siteWithRebuild } from './test-helpers';
import { removeTemporaryFolders } from '@/tests/tiny-site';

let app: FastifyInstance;
let port: number;
let builds = 0;

beforeAll(async () => {
  ({ app } = await siteWithRebuild(
    { sharedSecret: 's'.repeat(32), webhookSecret: 'w'.repeat(64) },
    async () => {
      builds += 1;
      return { pages: 1, durationMs: 1, problems: 0 };
    },
  ));
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await app.close();
  await removeTemporaryFolders();
});

/** Sends the head of a POST that announces a body and never sends it; resolves with what came back and when. */
function postWithoutBody(
  headers: string,
  giveUpMs = 60_000,
): Promise<{ text: string; ms: number }> {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n') && /}$/.test(text)) socket.destroy();
    });
    socket.on('error', () => {});
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve({ text, ms: Date.now() - started });
    });
    socket.write(
      `POST /api/rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n${headers}\r\n`,
    );
  });
}

describe('POST /api/rebuild reads no body before the headers can authenticate it', () => {
  it.each([
    ['no authentication header', ''],
    ['a wrong shared secret', `x-rebuild-secret: ${'x'.repeat(32)}\r\n`],
  ])(
    'refuses a request with %s with 401 at once, without waiting for the body',
    async (_name, headers) => {
      // The body never comes, so any answer at all was given without waiting for it.
      const { text } = await postWithoutBody(headers);
      expect(text).toMatch(/^HTTP\/1\.1 401 /);
      expect(text).toMatch(/^connection: close/im);
      expect(builds).toBe(0);
    },
  );

  it('waits for the body of a request with a signature header, which is checked on that body', async () => {
    const { text, ms } = await postWithoutBody('x-contentful-signature: abc\r\n', 1_000);
    expect(text).toBe('');
    expect(ms).toBeGreaterThanOrEqual(1_000);
  });
});
