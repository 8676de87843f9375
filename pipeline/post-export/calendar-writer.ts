import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CalendarEntry } from '@/engine';
import { calendarHref, eventCalendarFile } from '@/lib/calendar';
import type { Site } from '@/lib/schemas';

/** What one worker thread gets (plain data: structured clone keeps the Date and shared productions). */
export interface CalendarFilesJob {
  outDir: string;
  entries: readonly CalendarEntry[];
  site: Site;
}

/** What a worker thread answers: its files are written, or the error that stopped it. */
export type CalendarWorkerReport = { done: true } | { error: unknown };

/** Files written at once: enough to keep the disk busy, few enough to stay far below the open-file limit. */
const WRITES_AT_ONCE = 64;

/**
 * Writes `kalender/<event id>.ics` below `outDir` for each entry, DTSTAMP fixed (lib/calendar.ts, `CALENDAR_STAMP`). The one writer of
 * the calendar files, inline and in the worker threads (./calendar-worker.ts), so both write the same bytes.
 * @throws Error naming the event when its file cannot be made (lib/calendar.ts).
 */
export async function writeCalendarFiles(
  outDir: string,
  entries: readonly CalendarEntry[],
  site: Site,
): Promise<void> {
  if (entries.length > 0) await mkdir(path.join(outDir, 'kalender'), { recursive: true });
  for (let start = 0; start < entries.length; start += WRITES_AT_ONCE) {
    await Promise.all(
      entries
        .slice(start, start + WRITES_AT_ONCE)
        .map(({ event, production }) =>
          writeFile(
            path.join(outDir, calendarHref(event).slice(1)),
            eventCalendarFile(event, production, site),
          ),
        ),
    );
  }
}
