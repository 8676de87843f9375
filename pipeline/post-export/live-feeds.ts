import { link, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { CALENDAR_FEED_IDS, calendarFeedHref } from '@/lib/calendar-feeds';

/** The subscribable calendar holding every showing a feed may hold (`includes: () => true`). */
const WHOLE_HOUSE = calendarFeedHref('kulturhuset').slice(1);
/** A VEVENT's first and last lines, each a whole line (a folded line's rest starts with a space). */
const BEGIN = '\r\nBEGIN:VEVENT\r\n';
const END = '\r\nEND:VEVENT\r\n';

/**
 * An incremental rebuild in which no production or event changed (pipeline/incremental/plan.ts,
 * `calendarsUnchanged`): every subscribable calendar is the live build's file, so it is linked
 * from there rather than made again from 100,000 calendar files at 10,000 productions.
 * @returns false when the live build lacks one (nothing linked then: the caller writes them all)
 */
export async function linkLiveFeeds(live: string, outDir: string): Promise<boolean> {
  const files = CALENDAR_FEED_IDS.map((id) => calendarFeedHref(id).slice(1));
  const linked: string[] = [];
  try {
    for (const file of files) {
      await link(path.join(live, file), path.join(outDir, file));
      linked.push(file);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await Promise.all(linked.map((file) => rm(path.join(outDir, file), { force: true })));
    return false;
  }
}

/**
 * The VEVENTs of the live build's whole-house calendar by UID (look one up with `calendarUid`,
 * lib/calendar-event.ts), each as the feed holds it: the text `veventOf` (lib/calendar-feeds.ts)
 * made of the event's own calendar file, which an incremental rebuild links unchanged for every
 * event it does not write again. Reading them here instead of 100,000 files costs one read of one
 * file. Empty when the live build has no such file; a UID found twice is left out (its file is
 * read instead).
 */
export async function liveVevents(live: string): Promise<Map<string, string>> {
  const text = await readFile(path.join(live, WHOLE_HOUSE), 'utf8').catch(() => '');
  const found = new Map<string, string>();
  const twice = new Set<string>();
  for (let at = text.indexOf(BEGIN); at >= 0; at = text.indexOf(BEGIN, at + 1)) {
    const end = text.indexOf(END, at);
    if (end < 0) break;
    const vevent = text.slice(at + 2, end + END.length);
    const uid = vevent
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((line) => line.startsWith('UID:'))
      ?.slice('UID:'.length);
    if (uid === undefined) continue;
    if (found.has(uid)) twice.add(uid);
    found.set(uid, vevent);
  }
  for (const uid of twice) found.delete(uid);
  return found;
}
