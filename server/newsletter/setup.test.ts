import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { readStoreFile } from './local-store';
import { newsletterStore } from './setup';

/** The env of a process that sets only `vars`. */
const envWith = (vars: Record<string, string> = {}) =>
  parseConfig({ NODE_ENV: 'test', ...vars }).server.newsletter;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-setup-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('choosing the newsletter store', () => {
  it('writes to data/newsletter-subscribers.jsonl under the project by default, outside the exported site', async () => {
    const { store, description } = await newsletterStore(envWith(), dir);
    await store.subscribe('ola@example.no');
    expect(description).toBe(`stored in ${path.join('data', 'newsletter-subscribers.jsonl')}`);
    expect(
      (await readStoreFile(path.join(dir, 'data/newsletter-subscribers.jsonl'))).records,
    ).toHaveLength(1);
  });

  it('writes to NEWSLETTER_STORE when it is set', async () => {
    const file = path.join(dir, 'elsewhere', 'list.jsonl');
    const { store } = await newsletterStore(envWith({ NEWSLETTER_STORE: file }), dir);
    await store.subscribe('kari@example.no');
    expect((await readStoreFile(file)).records.map((record) => record.email)).toEqual([
      'kari@example.no',
    ]);
  });

  it('forwards to NEWSLETTER_PROVIDER_URL instead when it is set', async () => {
    const { description } = await newsletterStore(
      envWith({ NEWSLETTER_PROVIDER_URL: 'https://nyhetsbrev.example.no/api/subscribers' }),
      dir,
    );
    expect(description).toBe('forwarded to https://nyhetsbrev.example.no');
  });

  it('refuses a provider URL that is not a URL, naming the variable', () => {
    expect(() => envWith({ NEWSLETTER_PROVIDER_URL: 'nyhetsbrev' })).toThrow(
      /NEWSLETTER_PROVIDER_URL/,
    );
  });
});
