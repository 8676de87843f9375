import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { precompress } from './postbuild';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** A page body over the 1 KB threshold, different per text. */
const page = (text: string) => `<!doctype html><p>${text}</p>${'<p>Kulturhuset</p>'.repeat(60)}\n`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes a build folder with these files (relative path → text). */
async function buildFolder(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const unpacked = async (file: string) => ({
  br: (await brotliDecompress(await readFile(`${file}.br`))).toString(),
  gz: (await gunzip(await readFile(`${file}.gz`))).toString(),
});

describe('precompress', () => {
  it('on a fresh build (no previous one) compresses every page, script and data file of 1 KB or more', async () => {
    const fresh = await buildFolder('fresh', {
      'kinoprogram.html': page('Kinoprogram'),
      'kalender/dune.ics': page('BEGIN:VCALENDAR'),
      'tiny.html': '<p>liten</p>',
      'logo.png': page('not compressible'),
    });
    expect(await precompress(fresh)).toEqual({ compressed: 1, reused: 0, shared: 0 });
    expect(await unpacked(path.join(fresh, 'kinoprogram.html'))).toEqual({
      br: page('Kinoprogram'),
      gz: page('Kinoprogram'),
    });
    const names = await readdir(fresh);
    expect(names).not.toContain('tiny.html.br');
    // Calendar files (about 800 bytes each, one per event) are sent as they are, whatever their size.
    const calendar = await readdir(path.join(fresh, 'kalender'));
    expect(calendar).toContain('dune.ics');
    expect(calendar.filter((name) => name !== 'dune.ics')).toEqual([]);
    expect(names).not.toContain('logo.png.gz');
  });

  it('with a previous build: reuses unchanged files’ variants, recompresses changed and new ones, and leaves deleted files out', async () => {
    const previous = await buildFolder('previous', {
      'kinoprogram.html': page('Kinoprogram'),
      'film.html': page('Dune'),
      'gone.html': page('Avlyst'),
    });
    await precompress(previous);
    const next = await buildFolder('next', {
      'kinoprogram.html': page('Kinoprogram'),
      'film.html': page('Dune: del to'),
      'new.html': page('Ny film'),
    });

    expect(await precompress(next, { previous })).toEqual({ compressed: 2, reused: 1, shared: 0 });
    // Unchanged: the previous build's variants, the same files on disk (hard links).
    for (const suffix of ['.br', '.gz']) {
      const [before, after] = await Promise.all([
        stat(path.join(previous, `kinoprogram.html${suffix}`)),
        stat(path.join(next, `kinoprogram.html${suffix}`)),
      ]);
      expect(after.ino).toBe(before.ino);
    }
    expect(await unpacked(path.join(next, 'kinoprogram.html'))).toEqual({
      br: page('Kinoprogram'),
      gz: page('Kinoprogram'),
    });
    // Changed and new: compressed from the new bytes.
    expect(await unpacked(path.join(next, 'film.html'))).toEqual({
      br: page('Dune: del to'),
      gz: page('Dune: del to'),
    });
    expect(await unpacked(path.join(next, 'new.html'))).toEqual({
      br: page('Ny film'),
      gz: page('Ny film'),
    });
    // Deleted: neither the file nor its variants are in the new build; the previous build is untouched.
    expect((await readdir(next)).filter((name) => name.startsWith('gone'))).toEqual([]);
    expect(await unpacked(path.join(previous, 'film.html'))).toEqual({
      br: page('Dune'),
      gz: page('Dune'),
    });
  });

  it('compresses each distinct content once: identical files share its variants as hard links', async () => {
    // Next writes the same page data at `<page>.txt` and `<page>/__next._full.txt`.
    const fresh = await buildFolder('fresh', {
      'dune.txt': page('Dune data'),
      'dune/__next._full.txt': page('Dune data'),
      'dune/__next._index.txt': page('Layout'),
      'ran/__next._index.txt': page('Layout'),
      'ran.txt': page('Ran data'),
    });
    expect(await precompress(fresh)).toEqual({ compressed: 3, reused: 0, shared: 2 });
    for (const [first, copy] of [
      ['dune.txt', 'dune/__next._full.txt'],
      ['dune/__next._index.txt', 'ran/__next._index.txt'],
    ] as const) {
      expect(await unpacked(path.join(fresh, copy))).toEqual(
        await unpacked(path.join(fresh, first)),
      );
      for (const suffix of ['.br', '.gz']) {
        const [a, b] = await Promise.all([
          stat(path.join(fresh, `${first}${suffix}`)),
          stat(path.join(fresh, `${copy}${suffix}`)),
        ]);
        expect(b.ino).toBe(a.ino);
      }
    }
    expect((await unpacked(path.join(fresh, 'ran.txt'))).br).toBe(page('Ran data'));
  });

  it('compresses a file again when the previous build lacks one of its variants', async () => {
    const previous = await buildFolder('previous', { 'kinoprogram.html': page('Kinoprogram') });
    await precompress(previous);
    await rm(path.join(previous, 'kinoprogram.html.gz'));
    const next = await buildFolder('next', { 'kinoprogram.html': page('Kinoprogram') });
    expect(await precompress(next, { previous })).toEqual({ compressed: 1, reused: 0, shared: 0 });
    expect((await unpacked(path.join(next, 'kinoprogram.html'))).gz).toBe(page('Kinoprogram'));
  });

  it("an incremental rebuild's linked files get the previous variants, the files it wrote are compressed from their own bytes", async () => {
    const previous = await buildFolder('previous', {
      'kinoprogram.html': page('Kinoprogram'),
      'halv.html': page('Halv'),
      'tiny.html': '<p>liten</p>',
      'film.html': page('Dune'),
      'kinoprogram/__next._full.txt': page('Kinoprogram data'),
    });
    await precompress(previous);
    await rm(path.join(previous, 'halv.html.gz'));
    // The assembly's links (pipeline/incremental/assemble.ts) and the export's regenerated page.
    const next = path.join(dir, 'next');
    await mkdir(next);
    // A page folder's files are linked whole, variants included.
    const segment = 'kinoprogram/__next._full.txt';
    const linked = new Set(['kinoprogram.html', 'halv.html', 'tiny.html', segment]);
    for (const suffix of ['.br', '.gz']) linked.add(`${segment}${suffix}`);
    await mkdir(path.join(next, 'kinoprogram'));
    for (const file of linked) await link(path.join(previous, file), path.join(next, file));
    await writeFile(path.join(next, 'film.html'), page('Dune: del to'));

    expect(await precompress(next, { previous, linked })).toEqual({
      compressed: 2,
      reused: 2,
      shared: 0,
    });
    expect((await unpacked(path.join(next, segment))).br).toBe(page('Kinoprogram data'));
    const [before, after] = await Promise.all([
      stat(path.join(previous, 'kinoprogram.html.br')),
      stat(path.join(next, 'kinoprogram.html.br')),
    ]);
    expect(after.ino).toBe(before.ino);
    // A variant missing in the previous build: both compressed anew; under 1 KB: none.
    expect(await unpacked(path.join(next, 'halv.html'))).toEqual({
      br: page('Halv'),
      gz: page('Halv'),
    });
    expect(await readdir(next)).not.toContain('tiny.html.br');
    // The regenerated page is never given the previous build's variants.
    expect(await unpacked(path.join(next, 'film.html'))).toEqual({
      br: page('Dune: del to'),
      gz: page('Dune: del to'),
    });
  });

  it('compresses everything when the previous build folder is gone', async () => {
    const next = await buildFolder('next', { 'kinoprogram.html': page('Kinoprogram') });
    expect(await precompress(next, { previous: path.join(dir, 'deleted') })).toEqual({
      compressed: 1,
      reused: 0,
      shared: 0,
    });
  });
});
