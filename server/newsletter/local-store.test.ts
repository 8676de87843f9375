import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openLocalStore, readStoreFile } from './local-store';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-store-'));
  file = path.join(dir, 'nested', 'subscribers.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const at = () => new Date('2026-11-21T08:00:00.000Z');

describe('the local newsletter store', () => {
  it('creates its folder and writes one JSON line per sign-up, pending with a confirmation token', async () => {
    const store = await openLocalStore(file, at);
    await store.subscribe('ola@example.no');
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      email: 'ola@example.no',
      status: 'pending',
      subscribedAt: '2026-11-21T08:00:00.000Z',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect((await readStoreFile(file)).records).toEqual([
      { email: 'ola@example.no', subscribedAt: '2026-11-21T08:00:00.000Z', status: 'pending' },
    ]);
  });

  // Issue 26 item 4: every probe of an unknown address signed it up.
  it('counts an address only once its owner confirmed it with the token of the mail, which works for a week', async () => {
    let time = new Date('2026-11-21T08:00:00.000Z');
    const store = await openLocalStore(file, () => time);
    await store.subscribe('ola@example.no');
    await store.subscribe('kari@example.no');
    const tokenOf = async (email: string) =>
      (await readFile(file, 'utf8'))
        .split('\n')
        .filter((line) => line.includes(`"${email}"`))
        .map((line) => (JSON.parse(line) as { token: string }).token)[0] ?? '';
    expect(await store.confirm?.('gjettet-token')).toBeUndefined();
    time = new Date('2026-11-22T08:00:00.000Z');
    expect(await store.confirm?.(await tokenOf('ola@example.no'))).toBe('ola@example.no');
    // A second press of the same link changes nothing.
    expect(await store.confirm?.(await tokenOf('ola@example.no'))).toBe('ola@example.no');
    expect((await readStoreFile(file)).records).toEqual([
      {
        email: 'ola@example.no',
        subscribedAt: '2026-11-21T08:00:00.000Z',
        status: 'confirmed',
        confirmedAt: '2026-11-22T08:00:00.000Z',
      },
      { email: 'kari@example.no', subscribedAt: '2026-11-21T08:00:00.000Z', status: 'pending' },
    ]);
    expect((await readFile(file, 'utf8')).match(/"confirmed"/g)).toHaveLength(1);
    // After a week the link is dead, also after a restart.
    time = new Date('2026-11-28T08:00:01.000Z');
    expect(await store.confirm?.(await tokenOf('kari@example.no'))).toBeUndefined();
    const restarted = await openLocalStore(file, () => time);
    expect(await restarted.confirm?.(await tokenOf('kari@example.no'))).toBeUndefined();
  });

  it('creates the file readable and writable by its owner only (mode 0600)', async () => {
    await (await openLocalStore(file, at)).subscribe('ola@example.no');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('still knows its subscribers and their links after a restart', async () => {
    await (await openLocalStore(file)).subscribe('kari@example.no');
    const { tokens } = await readStoreFile(file);
    const restarted = await openLocalStore(file);
    await restarted.subscribe('kari@example.no');
    expect((await readStoreFile(file)).records).toHaveLength(1);
    expect(await restarted.confirm?.([...tokens.keys()][0] ?? '')).toBe('kari@example.no');
  });

  it('reads a line from before sign-ups were confirmed as a pending sign-up without a link', async () => {
    const old = path.join(dir, 'old.jsonl');
    await writeFile(old, '{"email":"gammel@example.no","subscribedAt":"2026-01-01T00:00:00Z"}\n');
    const contents = await readStoreFile(old);
    expect(contents.records).toEqual([
      { email: 'gammel@example.no', subscribedAt: '2026-01-01T00:00:00Z', status: 'pending' },
    ]);
    expect(contents.tokens.size).toBe(0);
  });

  it('reads past a last line torn by a crash and appends the next subscriber on a line of its own', async () => {
    const first = await openLocalStore(file, at);
    await first.subscribe('ola@example.no');
    await appendFile(file, '{"email":"halv@exam');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restarted = await openLocalStore(file, at);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable line(s) skipped'));
    warn.mockRestore();
    await restarted.subscribe('kari@example.no');
    const contents = await readStoreFile(file);
    expect(contents.records.map((record) => record.email)).toEqual([
      'ola@example.no',
      'kari@example.no',
    ]);
    expect(contents.skippedLines).toBe(1);
    expect(contents.endsCleanly).toBe(true);
  });

  it('skips lines that are not subscriber records', async () => {
    const flat = path.join(dir, 'flat.jsonl');
    await writeFile(
      flat,
      '{"email":"ikke en adresse","subscribedAt":"x"}\n[1,2]\n{"email":"ok@example.no","subscribedAt":"2026-11-21T08:00:00.000Z"}\n',
    );
    expect((await readStoreFile(flat)).records.map((record) => record.email)).toEqual([
      'ok@example.no',
    ]);
  });

  it('serialises concurrent writes so every line stays whole', async () => {
    const store = await openLocalStore(file);
    const emails = Array.from({ length: 25 }, (_, index) => `person${index}@example.no`);
    await Promise.all(emails.map((email) => store.subscribe(email)));
    const contents = await readStoreFile(file);
    expect(contents.skippedLines).toBe(0);
    expect(contents.records.map((record) => record.email).sort()).toEqual([...emails].sort());
  });

  it('treats a missing file as an empty store', async () => {
    expect(await readStoreFile(path.join(dir, 'finnes-ikke.jsonl'))).toEqual({
      records: [],
      tokens: new Map(),
      skippedLines: 0,
      endsCleanly: true,
    });
  });
});
