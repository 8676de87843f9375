import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { event } from '@/tests/fixtures';
import { linkUnchanged } from './assemble';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'incr-assemble-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(root: string, files: readonly string[]) {
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), `innhold av ${file}`);
  }
}

const sameFile = async (a: string, b: string) => {
  const [x, y] = await Promise.all([stat(a), stat(b)]);
  return x.ino === y.ino && x.dev === y.dev;
};

describe('linkUnchanged', () => {
  it("links the kept pages' files, share images and calendar files, and nothing of what changed", async () => {
    const live = path.join(dir, 'live');
    const fresh = path.join(dir, 'fresh');
    const kept = event('fjellet', '2026-11-27T18:00:00+01:00', { id: 'e-kept' });
    const changed = event('fjellet', '2026-11-28T18:00:00+01:00', { id: 'e-changed' });
    await write(live, [
      'kinoprogram.html',
      'kinoprogram.txt',
      'kinoprogram/__next._full.txt',
      'kinoprogram/__next._tree.txt',
      'kinoprogram.html.br',
      'og/kinoprogram.jpg',
      'nyheter.html',
      'nyheter.txt',
      'og/nyheter.jpg',
      'gammel.html',
      'kalender/e-kept.ics',
      'kalender/e-changed.ics',
      'kalender/e-removed.ics',
      'search-index.json',
      '.security-headers.json',
    ]);
    // The export: the regenerated page only.
    await write(fresh, ['nyheter.html', 'nyheter.txt']);

    const linked = await linkUnchanged({
      live,
      fresh,
      pages: ['/kinoprogram', '/nyheter'],
      regenerated: new Set(['/nyheter']),
      events: [kept, changed],
      rewritten: new Set(['e-changed']),
    });

    for (const file of [
      'kinoprogram.html',
      'kinoprogram.txt',
      'kinoprogram/__next._full.txt',
      'kinoprogram/__next._tree.txt',
      'og/kinoprogram.jpg',
      'kalender/e-kept.ics',
    ])
      expect([file, await sameFile(path.join(live, file), path.join(fresh, file))]).toEqual([
        file,
        true,
      ]);
    // The list the later steps trust (LinkedFiles): exactly the links made.
    expect([...linked].sort()).toEqual([
      'kalender/e-kept.ics',
      'kinoprogram.html',
      'kinoprogram.txt',
      'kinoprogram/__next._full.txt',
      'kinoprogram/__next._tree.txt',
      'og/kinoprogram.jpg',
    ]);
    expect(await sameFile(path.join(live, 'nyheter.html'), path.join(fresh, 'nyheter.html'))).toBe(
      false,
    );
    const freshFiles = await readdir(fresh, { recursive: true });
    for (const file of [
      'kinoprogram.html.br',
      'og/nyheter.jpg',
      'gammel.html',
      'kalender/e-changed.ics',
      'kalender/e-removed.ics',
      'search-index.json',
      '.security-headers.json',
    ])
      expect(freshFiles).not.toContain(file);
    // The live build keeps every file.
    expect(await readdir(path.join(live, 'kalender'))).toHaveLength(3);
  });
});
