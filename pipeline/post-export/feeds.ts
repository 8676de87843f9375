import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarEntries } from '@/engine';
import { atomFeed } from '@/lib/atom-feed';
import { ATOM_FEED_PATH } from '@/lib/atom-feed-link';
import { calendarHref } from '@/lib/calendar';
import { calendarUid } from '@/lib/calendar-event';
import {
  CALENDAR_FEED_IDS,
  calendarFeedFile,
  calendarFeedHref,
  feedEvents,
  veventOf,
} from '@/lib/calendar-feeds';
import { forEachLimited } from '../deploy/pool';
import { linkLiveFeeds, liveVevents } from './live-feeds';
import type { PostExportStep } from './step';

/** Calendar files read at once: enough to keep the disk busy, far below the open-file limit. */
const READS_AT_ONCE = 64;

/**
 * Writes the subscribable calendars (`abonner/<feed>.ics`, lib/calendar-feeds.ts) and the Atom
 * feed (`nyheter.atom`, lib/atom-feed.ts) from the same content as the pages (docs/product.md,
 * Subscribe to the calendar). Each calendar's VEVENTs are read from the showings' own files, which
 * the calendar files step wrote just before (or linked, unchanged, in an incremental rebuild), so
 * a showing is the same, UID and all, in both. An incremental rebuild (pipeline/incremental/)
 * links the live build's calendars when no production or event changed; otherwise it writes
 * them whole, taking each showing the rebuild did not write again from the live build's
 * whole-house calendar (the same text its linked file gives) instead of reading 100,000 files at
 * 10,000 productions (pipeline/post-export/live-feeds.ts). A full build takes the VEVENTs the
 * calendar files step made (`vevents`) instead of reading its files back. The Atom feed is always
 * written.
 * @throws Error naming the file when a showing's calendar file is missing or holds no VEVENT.
 */
export const feedsStep: PostExportStep = {
  name: 'feeds',
  preview: true,
  async run({ outDir, content, build, incremental, vevents: written }) {
    await writeFile(path.join(outDir, ATOM_FEED_PATH.slice(1)), atomFeed(content));
    await mkdir(path.join(outDir, 'abonner'), { recursive: true });
    if (incremental?.calendarsUnchanged && (await linkLiveFeeds(incremental.live, outDir))) return;
    const entries = [...calendarEntries(content).values()];
    const feeds = CALENDAR_FEED_IDS.map((id) => ({
      id,
      events: feedEvents(id, entries, build.clock).map(({ event }) => event.id),
    }));
    const live = incremental ? await liveVevents(incremental.live) : undefined;
    const vevents = new Map<string, string>();
    const unread = [...new Set(feeds.flatMap((feed) => feed.events))].filter((id) => {
      // A full build's calendar step handed over what it wrote; a showing an incremental rebuild
      // did not write again has the live build's file, linked. Only the others are read back.
      const kept =
        written?.get(id) ??
        (live && !incremental?.events.has(id)
          ? live.get(calendarUid(id, content.site))
          : undefined);
      if (kept !== undefined) vevents.set(id, kept);
      return kept === undefined;
    });
    await forEachLimited(unread, READS_AT_ONCE, async (id) => {
      const name = calendarHref({ id }).slice(1);
      vevents.set(id, veventOf(await readFile(path.join(outDir, name), 'utf8'), name));
    });
    await Promise.all(
      feeds.map(({ id, events }) =>
        writeFile(
          path.join(outDir, calendarFeedHref(id).slice(1)),
          calendarFeedFile(
            id,
            content.site,
            events.map((event) => vevents.get(event) ?? ''),
          ),
        ),
      ),
    );
  },
};
