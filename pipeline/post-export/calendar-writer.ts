import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CalendarEntry } from '@/engine';
import { calendarHref, eventCalendarFile } from '@/lib/calendar';
import { veventOf } from '@/lib/calendar-feeds';
import type { Site } from '@/lib/schemas';

/** What one worker thread gets (plain data: structured clone keeps the Date and shared productions). */
export interface CalendarFilesJob {
  outDir: string;
  entries: readonly CalendarEntry[];
  site: Site;
  /** Answer each event's VEVENT as the subscribable calendars take it (a full build: ./feeds.ts then reads no file back). */
  vevents?: boolean;
}

/** What a worker thread answers: its files are written, or the error that stopped it. */
export type CalendarWorkerReport =
  { done: true; vevents?: [eventId: string, vevent: string][] } | { error: unknown };

/** Files written at once: enough to keep the disk busy, few enough to stay far below the open-file limit. */
const WRITES_AT_ONCE = 64;

/**
 * Writes `kalender/<event id>.ics` below `outDir` for each entry, DTSTAMP fixed (lib/calendar.ts, `CALENDAR_STAMP`). The one writer of
 * the calendar files, inline and in the worker threads (./calendar-worker.ts), so both write the same bytes.
 * Given `vevents`, also puts each event's VEVENT there (`veventOf` of the file written), by event id.
 * @throws Error naming the event when its file cannot be made (lib/calendar.ts).
 */
export async function writeCalendarFiles(
  outDir: string,
  entries: readonly CalendarEntry[],
  site: Site,
  vevents?: Map<string, string>,
): Promise<void> {
  if (entries.length > 0) await mkdir(path.join(outDir, 'kalender'), { recursive: true });
  for (let start = 0; start < entries.length; start += WRITES_AT_ONCE) {
    await Promise.all(
      entries.slice(start, start + WRITES_AT_ONCE).map(({ event, production }) => {
        const name = calendarHref(event).slice(1);
        const file = eventCalendarFile(event, production, site);
        vevents?.set(event.id, veventOf(file, name));
        return writeFile(path.join(outDir, name), file);
      }),
    );
  }
}
