import { execFile, spawn } from 'node:child_process';
import { link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { calendarHref } from '@/lib/calendar';
import type { Event } from '@/lib/schemas';
import { shareImagePath } from '@/lib/share-image';
import { forEachLimited } from '../deploy/pool';

const run = promisify(execFile);

/** Where the calendar files are (`calendarHref`). */
const CALENDAR_FOLDER = 'kalender';

/** Links made at once: link(2) runs on libuv's pool, so a few dozen in flight keep it busy. */
const LINKS_AT_ONCE = 64;

/**
 * Files of a new build that are hard links to the live build's file at the same path (relative,
 * `/`-separated), made by `linkUnchanged`. No step writes them (they are the live build's bytes),
 * so a step may take a fact about one from the live build's record of it instead of reading it:
 * that is what keeps an incremental rebuild's work proportional to what changed.
 */
export type LinkedFiles = ReadonlySet<string>;

/** The segment data files Next exports for a page path, `<page>/__next.*.txt` (with their `.br`/`.gz`), in the live build. */
async function segmentFiles(live: string, page: string): Promise<string[]> {
  const base = page.slice(1);
  const segments = await readdir(path.join(live, base), { withFileTypes: true }).catch(() => []);
  return segments
    .filter((entry) => entry.isFile() && entry.name.startsWith('__next.'))
    .map((entry) => `${base}/${entry.name}`);
}

/** Every file below `dir` (relative, `/`-separated); none when it is missing. */
async function filesBelow(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return new Set(
    entries
      .filter((entry) => !entry.isDirectory())
      .map((entry) =>
        path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      ),
  );
}

/**
 * Makes the rest of an incremental build from the live one (docs/architecture.md, Incremental
 * rebuilds): hard links in `fresh` to the live build's files of every page not regenerated (its
 * HTML, page data and share image) and to the calendar files of the events not written again
 * (their folder linked whole with `cp -al` where there is one). The other links are made by
 * GNU `cp -l` through `xargs` from a list checked against the folders' listings, else one by one.
 * Only those: every other file comes from Next's export or the post-export steps, which write
 * plain new files, so nothing writes through a link into the live build. A file the live build
 * lacks is skipped; one the export wrote already is kept. Pages, events and the front page
 * regenerated are not linked; removed ones were never listed.
 * @returns the files linked, relative to `fresh` with `/` separators: the later steps take their
 * facts (script hashes, compressed variants) from the live build's without reading them
 * (`LinkedFiles`)
 * @throws Error when a link cannot be made for another reason (another file system: the builds
 * of a site folder share one)
 */
export async function linkUnchanged({
  live,
  fresh,
  pages,
  regenerated,
  events,
  rewritten,
}: {
  /** The live build's folder (real path). */
  live: string;
  /** The new build's folder, holding the export. */
  fresh: string;
  /** Every page path of the new build. */
  pages: readonly string[];
  regenerated: ReadonlySet<string>;
  /** Every event of the new build. */
  events: readonly Event[];
  /** Events whose calendar files the build writes again. */
  rewritten: ReadonlySet<string>;
}): Promise<LinkedFiles> {
  const kept = pages.filter((page) => page !== '/' && !regenerated.has(page));
  const calendarFiles = events
    .filter((event) => !rewritten.has(event.id))
    .map((event) => calendarHref(event).slice(1));
  // What the export wrote, before the calendar folder's links join it.
  const exported = await filesBelow(fresh);
  const calendarLinked = await linkCalendarFolder(live, fresh, calendarFiles);
  const segments = (await Promise.all(kept.map((page) => segmentFiles(live, page)))).flat();
  const files = [
    ...kept.flatMap((page) => [`${page.slice(1)}.html`, `${page.slice(1)}.txt`]),
    ...segments,
    ...kept.map((page) => shareImagePath(page).slice(1)),
    ...(calendarLinked === undefined ? calendarFiles : []),
  ];
  const linked = new Set<string>(calendarLinked?.map((name) => `${CALENDAR_FOLDER}/${name}`));
  const wanted = await toLink(live, files, new Set(segments), exported);
  if (await linkedByCp(live, fresh, wanted)) for (const file of wanted) linked.add(file);
  else await linkOneByOne(live, fresh, files, linked);
  return linked;
}

/** Hard links in `fresh` to the live build's `files`, one call each, into `linked`; a file the live build lacks or `fresh` has already is skipped. */
async function linkOneByOne(
  live: string,
  fresh: string,
  files: readonly string[],
  linked: Set<string>,
): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  await forEachLimited(files, LINKS_AT_ONCE, async (file) => {
    const folder = path.dirname(path.join(fresh, file));
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    try {
      await link(path.join(live, file), path.join(fresh, file));
      linked.add(file.split(path.sep).join('/'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EEXIST') throw error;
    }
  });
}

/**
 * Of `files` (relative, `/`-separated), those the live build has and the export did not write:
 * `present` are known to be in the live build, the others are looked up in one listing of each
 * folder they lie in (a few: the site root, `og/`, `article/`, …).
 */
async function toLink(
  live: string,
  files: readonly string[],
  present: ReadonlySet<string>,
  exported: ReadonlySet<string>,
): Promise<string[]> {
  const listings = new Map<string, Promise<Set<string>>>();
  const names = (folder: string) => {
    let listing = listings.get(folder);
    if (!listing) {
      listing = readdir(path.join(live, folder)).then(
        (found) => new Set(found),
        () => new Set<string>(),
      );
      listings.set(folder, listing);
    }
    return listing;
  };
  const found = await Promise.all(
    files.map(
      async (file) =>
        !exported.has(file) &&
        (present.has(file) || (await names(path.dirname(file))).has(path.basename(file))),
    ),
  );
  return files.filter((_, index) => found[index]);
}

/**
 * Hard links to the live build's `files` (relative) in `fresh` made by GNU `cp -l --parents`
 * through `xargs` (a few microseconds a file in C, against tens for a link from Node: about
 * 60,000 files at 10,000 productions). @returns false when that failed or is not at hand (some
 * may be linked then: the caller links one by one, skipping those).
 */
async function linkedByCp(live: string, fresh: string, files: readonly string[]): Promise<boolean> {
  if (files.length === 0) return true;
  return new Promise((resolve) => {
    const child = spawn('xargs', ['-0', 'cp', '-l', '--parents', '-t', fresh, '--'], {
      cwd: live,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
    child.stdin.on('error', () => resolve(false));
    child.stdin.end(`${files.join('\0')}\0`);
  });
}

/**
 * The calendar folder (one file per event: 100,000 at 10,000 productions) linked whole by GNU
 * `cp -al`, a few microseconds a file against tens for a link from Node, then every file but
 * `keep` (relative paths) unlinked from the new folder: changed and removed events' files, which
 * the calendar step writes anew or leaves out. Unlinking in the new folder never touches the
 * live build's file. @returns the names of the files kept, or undefined where `cp -al` is not
 * at hand (the caller links them one by one); none when the live build has no calendar folder.
 */
async function linkCalendarFolder(
  live: string,
  fresh: string,
  keep: readonly string[],
): Promise<string[] | undefined> {
  const from = path.join(live, CALENDAR_FOLDER);
  const to = path.join(fresh, CALENDAR_FOLDER);
  if (!(await stat(from).catch(() => undefined))?.isDirectory()) return [];
  try {
    await run('cp', ['-al', from, to]);
  } catch {
    await rm(to, { recursive: true, force: true });
    return undefined;
  }
  const wanted = new Set(keep.map((file) => path.basename(file)));
  const names = await readdir(to);
  const unwanted = names.filter((name) => !wanted.has(name));
  await forEachLimited(unwanted, LINKS_AT_ONCE, (name) => unlink(path.join(to, name)));
  return names.filter((name) => wanted.has(name));
}
