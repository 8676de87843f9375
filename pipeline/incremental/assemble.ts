import { link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { calendarHref } from '@/lib/calendar';
import type { Event } from '@/lib/schemas';
import { shareImagePath } from '@/lib/share-image';
import { forEachLimited } from '../deploy/pool';

/** Links made at once: link(2) runs on libuv's pool, so a few dozen in flight keep it busy. */
const LINKS_AT_ONCE = 64;

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
 * HTML, page data and share image) and to the calendar files of the events not written again.
 * Only those: every other file comes from Next's export or the post-export steps, which write
 * plain new files, so nothing writes through a link into the live build. A file the live build
 * lacks is skipped; one the export wrote already is kept. Pages, events and the front page
 * regenerated are not linked; removed ones were never listed.
 * @returns the number of files linked
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
}): Promise<number> {
  const kept = pages.filter((page) => page !== '/' && !regenerated.has(page));
  const files = [
    ...(await Promise.all(kept.map((page) => pageFiles(live, page)))).flat(),
    ...kept.map((page) => shareImagePath(page).slice(1)),
    ...events
      .filter((event) => !rewritten.has(event.id))
      .map((event) => calendarHref(event).slice(1)),
  ];
  const folders = new Map<string, Promise<unknown>>();
  let linked = 0;
  await forEachLimited(files, LINKS_AT_ONCE, async (file) => {
    const folder = path.dirname(path.join(fresh, file));
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    try {
      await link(path.join(live, file), path.join(fresh, file));
      linked += 1;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EEXIST') throw error;
    }
  });
  return linked;
}
