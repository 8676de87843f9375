import { execFile } from 'node:child_process';
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

/** The files Next exports for a page path: `<page>.html`, `<page>.txt` and the segment data `<page>/__next.*.txt`. */
async function pageFiles(live: string, page: string): Promise<string[]> {
  const base = page.slice(1);
  const segments = await readdir(path.join(live, base), { withFileTypes: true }).catch(() => []);
  return [
    `${base}.html`,
    `${base}.txt`,
    ...segments
      .filter((entry) => entry.isFile() && entry.name.startsWith('__next.'))
      .map((entry) => path.join(base, entry.name)),
  ];
}

/**
 * Makes the rest of an incremental build from the live one (docs/architecture.md, Incremental
 * rebuilds): hard links in `fresh` to the live build's files of every page not regenerated (its
 * HTML, page data and share image) and to the calendar files of the events not written again
 * (their folder linked whole with `cp -al` where there is one).
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
  const calendarLinked = await linkCalendarFolder(live, fresh, calendarFiles);
  const files = [
    ...(await Promise.all(kept.map((page) => pageFiles(live, page)))).flat(),
    ...kept.map((page) => shareImagePath(page).slice(1)),
    ...(calendarLinked === undefined ? calendarFiles : []),
  ];
  const folders = new Map<string, Promise<unknown>>();
  const linked = new Set<string>(calendarLinked?.map((name) => `${CALENDAR_FOLDER}/${name}`));
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
  return linked;
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
