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
  it('creates its folder and writes one JSON line per subscriber', async () => {
    const store = await openLocalStore(file, at);
    expect(await store.subscribe('ola@example.no')).toBe('subscribed');
    expect(await readFile(file, 'utf8')).toBe(
      '{"email":"ola@example.no","subscribedAt":"2026-11-21T08:00:00.000Z"}\n',
    );
  });

  it('creates the file readable and writable by its owner only (mode 0600)', async () => {
    await (await openLocalStore(file, at)).subscribe('ola@example.no');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('still knows its subscribers after a restart', async () => {
    await (await openLocalStore(file)).subscribe('kari@example.no');
    const restarted = await openLocalStore(file);
    expect(await restarted.subscribe('kari@example.no')).toBe('already-subscribed');
    expect((await readStoreFile(file)).records).toHaveLength(1);
  });

  it('reads past a last line torn by a crash and appends the next subscriber on a line of its own', async () => {
    const first = await openLocalStore(file, at);
    await first.subscribe('ola@example.no');
    await appendFile(file, '{"email":"halv@exam');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restarted = await openLocalStore(file, at);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 unreadable line(s) skipped'));
    warn.mockRestore();
    expect(await restarted.subscribe('kari@example.no')).toBe('subscribed');
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
      skippedLines: 0,
      endsCleanly: true,
    });
  });
});
