import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarEntries } from '@/engine';
import { atomFeed } from '@/lib/atom-feed';
import { ATOM_FEED_PATH } from '@/lib/atom-feed-link';
import { calendarHref } from '@/lib/calendar';
import {
  CALENDAR_FEED_IDS,
  calendarFeedFile,
  calendarFeedHref,
  feedEvents,
  veventOf,
} from '@/lib/calendar-feeds';
import { forEachLimited } from '../deploy/pool';
import type { PostExportStep } from './step';

/** Calendar files read at once: enough to keep the disk busy, far below the open-file limit. */
const READS_AT_ONCE = 64;

/**
 * Writes the subscribable calendars (`abonner/<feed>.ics`, lib/calendar-feeds.ts) and the Atom
 * feed (`nyheter.atom`, lib/atom-feed.ts) from the same content as the pages (docs/product.md,
 * Subscribe to the calendar). Each calendar's VEVENTs are read from the showings' own files, which
 * the calendar files step wrote just before (or linked, unchanged, in an incremental rebuild), so
 * a showing is the same, UID and all, in both. Always whole, in an incremental rebuild too: a few
 * hundred kilobytes, and no file of the live build is linked in their place
 * (pipeline/incremental/assemble.ts links pages and `kalender/` only).
 * @throws Error naming the file when a showing's calendar file is missing or holds no VEVENT.
 */
export const feedsStep: PostExportStep = {
  name: 'feeds',
  preview: true,
  async run({ outDir, content, build, vevents: written }) {
    const entries = [...calendarEntries(content).values()];
    const shown = new Set(
      CALENDAR_FEED_IDS.flatMap((id) =>
        feedEvents(id, entries, build.clock).map(({ event }) => event.id),
      ),
    );
    const vevents = new Map<string, string>();
    // A full build's calendar step handed over what it wrote; only the others are read back.
    await forEachLimited([...shown], READS_AT_ONCE, async (id) => {
      const name = calendarHref({ id }).slice(1);
      vevents.set(
        id,
        written?.get(id) ?? veventOf(await readFile(path.join(outDir, name), 'utf8'), name),
      );
    });
    await mkdir(path.join(outDir, 'abonner'), { recursive: true });
    await Promise.all(
      CALENDAR_FEED_IDS.map((id) =>
        writeFile(
          path.join(outDir, calendarFeedHref(id).slice(1)),
          calendarFeedFile(
            id,
            content.site,
            feedEvents(id, entries, build.clock).map(({ event }) => vevents.get(event.id) ?? ''),
          ),
        ),
      ),
    );
    await writeFile(path.join(outDir, ATOM_FEED_PATH.slice(1)), atomFeed(content));
  },
};
