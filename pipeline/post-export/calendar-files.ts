import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { calendarEntries } from '@/engine';
import type { PostExportStep } from './step';
import {
  writeCalendarFiles,
  type CalendarFilesJob,
  type CalendarWorkerReport,
} from './calendar-writer';

/**
 * Events each worker thread gets at least, so below twice this the files are made inline. Starting
 * a thread (tsx, the `ics` library) costs about 0.3 s. On the shared 2-core machine two threads
 * broke even with the inline loop at about 4,000 events (400 productions); at 9,860 (1,000
 * productions) they took a median 5.0 s against 5.3 s (3.3 s against 5.3 s in the quietest run):
 * the inline loop already keeps about 1.6 cores busy (the writes on libuv's pool, V8's garbage
 * collector), so the gain grows with the cores that are free.
 */
export const EVENTS_PER_WORKER = 2000;

/**
 * Writes the "Legg i kalender" file of every event, `kalender/<event id>.ics` (`calendarHref`),
 * from the same content set as the pages (docs/architecture.md, Build). These were a Next route
 * handler until issue 15: Next then rendered one route per event, about ten per production and
 * nine in ten of the files it generated; a plain loop here makes the same files in a fraction of
 * the time. Same URL and bytes as before; served as `text/calendar; charset=utf-8` by the site
 * server, nginx and the edge by extension (policy/cache-policy.ts, pipeline/nginx/mime-types.ts).
 * DTSTAMP is fixed (lib/calendar.ts), so unchanged events give unchanged files. The `ics` library is
 * synchronous and slow (22 s for 100,000 events), so a large set is split between worker threads,
 * one per core (`os.availableParallelism()`), each given at least `EVENTS_PER_WORKER` events.
 * @throws Error naming the event when its file cannot be made (lib/calendar.ts).
 */
export const calendarFilesStep: PostExportStep = {
  name: 'calendar files',
  preview: true,
  async run({ root, outDir, content, incremental, vevents }) {
    // An incremental rebuild writes only the changed events' files; the others are links (pipeline/incremental/).
    const entries = [...calendarEntries(content).values()].filter(
      ({ event }) => !incremental || incremental.events.has(event.id),
    );
    const jobs = calendarJobs({ outDir, entries, site: content.site, vevents: !!vevents });
    if (jobs.length === 1) await writeCalendarFiles(outDir, entries, content.site, vevents);
    else
      for (const made of await inWorkers(root, jobs))
        for (const [id, vevent] of made) vevents?.set(id, vevent);
  },
};

/**
 * Splits the work into one job per worker thread: as many as `cores`, each with at least
 * `EVENTS_PER_WORKER` events; a single job is done inline.
 */
export function calendarJobs(
  work: CalendarFilesJob,
  cores = os.availableParallelism(),
): CalendarFilesJob[] {
  const count = Math.max(1, Math.min(cores, Math.floor(work.entries.length / EVENTS_PER_WORKER)));
  const share = Math.ceil(work.entries.length / count);
  return Array.from({ length: count }, (_, index) => ({
    ...work,
    entries: work.entries.slice(index * share, (index + 1) * share),
  }));
}

/**
 * Runs each job in its own worker thread (entry ./calendar-worker.mjs below `root`); the first
 * error ends the others and is thrown. @returns each job's VEVENTs by event id (none unless the job asked).
 */
export async function inWorkers(
  root: string,
  jobs: readonly CalendarFilesJob[],
): Promise<[string, string][][]> {
  const entry = path.join(root, 'pipeline', 'post-export', 'calendar-worker.mjs');
  const threads = jobs.map((job) => new Worker(entry, { workerData: job, execArgv: [] }));
  try {
    return await Promise.all(threads.map(finished));
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
}

/** Resolves with the thread's VEVENTs when it reports its files written; rejects with its error, or if it ends without a report. */
const finished = (thread: Worker): Promise<[string, string][]> =>
  new Promise((resolve, reject) => {
    thread.on('message', (report: CalendarWorkerReport) =>
      'error' in report ? reject(report.error) : resolve(report.vevents ?? []),
    );
    thread.on('error', reject);
    thread.on('exit', (code) =>
      reject(
        new Error(`calendar files: a worker thread ended (exit code ${code}) without its files`),
      ),
    );
  });
