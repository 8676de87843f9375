import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseJsonText } from '@/lib/json-file';
import type { RebuildObserver, RebuildOutcome } from './types';

/** How many outcomes the file keeps: the rebuild queue's status lists as many (rebuilder.ts). */
export const KEPT_OUTCOMES = 20;

/** Where the logs go: the site server's logger (default `console`). */
export interface OutcomesLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** `<SITE_DIR>.rebuilds.json` beside the site folder (`out` → `out.rebuilds.json`): the build outcomes kept across a restart. */
export const keptOutcomesFile = (siteDir: string): string =>
  `${path.resolve(siteDir)}.rebuilds.json`;

const result = z.enum(['success', 'failure']);
const deploySchema = z.union([
  z.object({
    result: z.literal('success'),
    target: z.string(),
    uploaded: z.number(),
    skipped: z.number(),
    deleted: z.number(),
    kept: z.number(),
    bytes: z.number(),
    durationMs: z.number(),
  }),
  z.object({ result: z.literal('failure'), target: z.string(), error: z.string() }),
]);
/** RebuildOutcome (types.ts) as the file holds it; the status page renders what passes. */
const outcomesSchema = z.array(
  z.object({
    trigger: z.enum(['webhook', 'schedule', 'start']),
    result,
    startedAt: z.string(),
    finishedAt: z.string(),
    durationMs: z.number(),
    pages: z.number().optional(),
    error: z.string().optional(),
    publish: z.object({ result, error: z.string().optional() }).optional(),
    deploy: deploySchema.optional(),
  }),
);

/**
 * The outcomes kept in `file` (newest first, at most KEPT_OUTCOMES), for
 * `setUpServing({ history })`. A missing file is no history; an unreadable or malformed one is no
 * history too, with a warning naming the file and what is wrong: never fatal, the site serves.
 */
export async function readKeptOutcomes(
  file: string,
  log: OutcomesLog = console,
): Promise<RebuildOutcome[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn(`Earlier build outcomes not read: ${(error as Error).message}`);
    return [];
  }
  try {
    return parseJsonText(text, outcomesSchema, file).slice(0, KEPT_OUTCOMES);
  } catch (error) {
    log.warn(`Earlier build outcomes ignored: ${(error as Error).message}`);
    return [];
  }
}

/**
 * An observer (`setUpServing({ observers })`) writing the recent outcomes to `file` after each
 * recorded one: to a temporary file beside it, then renamed over it, so a crash never leaves half
 * a file. Writes run one at a time, each with the newest list. A failed write is logged at error
 * level and never fails the build. `settled` resolves when no write is running (tests, shutdown).
 */
export function keepOutcomes(
  file: string,
  log: OutcomesLog = console,
): { observer: RebuildObserver; settled: () => Promise<void> } {
  let writes = Promise.resolve();
  const write = async (recent: readonly RebuildOutcome[]) => {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(recent.slice(0, KEPT_OUTCOMES), null, 2)}\n`);
      await rename(temporary, file);
    } catch (error) {
      log.error(`Build outcomes not kept in ${file}: ${(error as Error).message}`);
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  };
  return {
    observer: (_outcome, recent) => {
      writes = writes.then(() => write(recent));
    },
    settled: () => writes,
  };
}
