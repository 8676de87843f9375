import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '@/lib/json-file';
import { READY_MAX_BUILD_AGE_MS } from '@/policy/rebuild-schedule';
import type { Rebuilder } from '../rebuild/types';

/** `GET /api/ready`'s body: no secret, no content problem, no editor data; `reason` is for operators. */
export type Readiness =
  | {
      ready: true;
      /** When the served build finished (its build-info.json), ISO 8601; null when it does not say. */
      builtAt: string | null;
      /** The newest successful build whose age counts (ISO 8601); null with rebuilds off, when the age is not checked. */
      newestSuccessAt: string | null;
    }
  | { ready: false; reason: string };

const time = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');
/** The part of build-info.json (pipeline/build-site.ts) readiness reads. */
const buildInfoSchema = z.object({ builtAt: time.optional() });

export interface ReadinessOptions {
  /** The folder or link the server serves (the live build). */
  siteRoot: string;
  /** The rebuild queue; undefined with rebuilds off, when the build's age is not checked. */
  rebuilder: Rebuilder | undefined;
  now?: Date;
}

/** The later of two ISO times, either may be missing. */
const newest = (a: string | null | undefined, b: string | null) =>
  !a ? b : !b || Date.parse(a) >= Date.parse(b) ? a : b;

const hoursAgo = (since: string, now: Date) =>
  Math.floor((now.getTime() - Date.parse(since)) / 3_600_000);

/**
 * Whether the server is ready (issue 29; README, Health and readiness): a build is served, its
 * build-info.json reads, and, with rebuilds on, the newest successful build (any trigger; the
 * queue's outcomes, kept ones included, or the served build's own `builtAt` when that is newer or
 * no success is recorded) finished under READY_MAX_BUILD_AGE_MS ago. Reads build-info.json once;
 * never throws: every failure is a `reason`.
 */
export async function readiness({
  siteRoot,
  rebuilder,
  now = new Date(),
}: ReadinessOptions): Promise<Readiness> {
  const served = await stat(siteRoot).catch(() => null);
  if (!served?.isDirectory())
    return { ready: false, reason: 'No build is served: the site folder does not exist.' };
  let builtAt: string | null;
  try {
    builtAt =
      (await readJsonFile(path.join(siteRoot, 'build-info.json'), buildInfoSchema)).builtAt ?? null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ready: false,
      // The parse error quotes the file's text: name the kind of failure only.
      reason: `The served build's build-info.json cannot be read (${code ?? 'not JSON of a build'}).`,
    };
  }
  if (!rebuilder) return { ready: true, builtAt, newestSuccessAt: null };
  const success = rebuilder.status().recent.find((outcome) => outcome.result === 'success');
  // The served build counts too: one built by `npm run build` before a restart is served when it is newer (live-link.ts).
  const newestSuccessAt = newest(success?.finishedAt, builtAt);
  if (!newestSuccessAt)
    return {
      ready: false,
      reason:
        "No successful build is recorded and the served build's build-info.json has no builtAt, so its age is unknown.",
    };
  const age = now.getTime() - Date.parse(newestSuccessAt);
  if (age >= READY_MAX_BUILD_AGE_MS)
    return {
      ready: false,
      reason: `The newest successful build finished ${hoursAgo(newestSuccessAt, now)} hours ago (${newestSuccessAt}), more than ${READY_MAX_BUILD_AGE_MS / 3_600_000}: the scheduled rebuilds do not run or fail (see the status page, /redaksjon/status).`,
    };
  return { ready: true, builtAt, newestSuccessAt };
}
