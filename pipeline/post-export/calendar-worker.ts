import { parentPort, workerData } from 'node:worker_threads';
import {
  writeCalendarFiles,
  type CalendarFilesJob,
  type CalendarWorkerReport,
} from './calendar-writer';

/*
 * One worker thread of the calendar files step (./calendar-files.ts), started through
 * ./calendar-worker.mjs: writes its share of the files and reports, or reports the error (which
 * names the event, lib/calendar.ts) for the step to throw.
 */
const { outDir, entries, site, vevents } = workerData as CalendarFilesJob;
const report = (message: CalendarWorkerReport) => parentPort?.postMessage(message);
const made = vevents ? new Map<string, string>() : undefined;
writeCalendarFiles(outDir, entries, site, made).then(
  () => report({ done: true, ...(made && { vevents: [...made] }) }),
  (error: unknown) => report({ error }),
);
