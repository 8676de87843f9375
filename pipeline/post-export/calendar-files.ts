import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarEntries } from '@/engine';
import { calendarHref, eventCalendarFile } from '@/lib/calendar';
import type { PostExportStep } from './step';

/** Files written at once: enough to keep the disk busy, few enough to stay far below the open-file limit. */
const WRITES_AT_ONCE = 64;

/**
 * Writes the "Legg i kalender" file of every event, `kalender/<event id>.ics` (`calendarHref`),
 * from the same content set as the pages (docs/architecture.md, Build). These were a Next route
 * handler until issue 15: Next then rendered one route per event, about ten per production and
 * nine in ten of the files it generated; a plain loop here makes the same files in a fraction of
 * the time. Same URL and bytes as before; served as `text/calendar; charset=utf-8` by the site
 * server, nginx and the edge by extension (policy/cache-policy.ts, pipeline/nginx/mime-types.ts).
 * DTSTAMP is the build clock, so unchanged events give unchanged files.
 * @throws Error naming the event when its file cannot be made (lib/calendar.ts).
 */
export const calendarFilesStep: PostExportStep = {
  name: 'calendar files',
  preview: true,
  async run({ outDir, content, build }) {
    const entries = [...calendarEntries(content).values()];
    if (entries.length > 0) await mkdir(path.join(outDir, 'kalender'), { recursive: true });
    for (let start = 0; start < entries.length; start += WRITES_AT_ONCE) {
      await Promise.all(
        entries
          .slice(start, start + WRITES_AT_ONCE)
          .map(({ event, production }) =>
            writeFile(
              path.join(outDir, calendarHref(event).slice(1)),
              eventCalendarFile(event, production, content.site, build.clock),
            ),
          ),
      );
    }
  },
};
