import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '@/services/content';

/**
 * The build's content problems, kept as JSON in the build's own folder (docs/editors.md). A dot
 * file: the site server (`serveDotFiles: false`), nginx (`hiddenDotFiles`) and the deploy (dot
 * files are skipped) never serve it; it is swapped in and pruned with its build.
 */
export const PROBLEMS_FILE = '.content-problems.json';

/** What the file holds: when the build started (ISO 8601) and every problem, in the order found. */
export interface ProblemsRecord {
  builtAt: string;
  problems: ContentProblem[];
}

/** Writes `<siteDir>/.content-problems.json`. */
export async function writeProblems(siteDir: string, record: ProblemsRecord): Promise<void> {
  await writeFile(path.join(siteDir, PROBLEMS_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Reads the problems of the build in `siteDir` (a build folder or a link to one); null when the
 * build has no such file (a build from before the file existed) or it cannot be read as one.
 */
export async function readProblems(siteDir: string): Promise<ProblemsRecord | null> {
  try {
    const record = JSON.parse(await readFile(path.join(siteDir, PROBLEMS_FILE), 'utf8')) as unknown;
    if (
      typeof record !== 'object' ||
      record === null ||
      !Array.isArray((record as ProblemsRecord).problems)
    )
      return null;
    return record as ProblemsRecord;
  } catch {
    return null;
  }
}
