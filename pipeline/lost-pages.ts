import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, norwegianProblem, type ContentProblem } from '@/services/content';
import { indexPages } from '@/policy/page-index';
import { NOT_SITE_PAGES } from '@/policy/not-site-pages';

/**
 * The paths a build made from page definitions (engine `listPagePaths`), kept as JSON in the
 * build's own folder so the next build knows which pages the live site has (docs/editors.md,
 * "A bad entry never takes a page off the site"). A dot file: never served or uploaded.
 */
export const PAGE_PATHS_FILE = '.page-paths.json';

/** Pages of the export that no page definition makes (app/frakoblet, the 404 page): never "lost". */
const APP_PAGES: readonly string[] = ['/frakoblet', ...NOT_SITE_PAGES];

/** Writes `<dir>/.page-paths.json`: the build's page paths, sorted. */
export async function writePagePaths(dir: string, paths: readonly string[]): Promise<void> {
  await writeFile(path.join(dir, PAGE_PATHS_FILE), `${JSON.stringify([...paths].sort())}\n`);
}

/**
 * The page paths of the live build in `liveDir` (a build folder or a link to one): its
 * `.page-paths.json`, or for a build from before that file, the pages of its export minus the
 * app's own pages and `redirectPaths` (redirect pages are no page definitions); null when there is
 * no live build.
 */
export async function livePagePaths(
  liveDir: string,
  redirectPaths: readonly string[],
): Promise<Set<string> | null> {
  try {
    const recorded = JSON.parse(
      await readFile(path.join(liveDir, PAGE_PATHS_FILE), 'utf8'),
    ) as unknown;
    if (Array.isArray(recorded) && recorded.every((item) => typeof item === 'string'))
      return new Set(recorded);
  } catch {
    // No record: the live build is older than the file, or there is no live build.
  }
  const pages = await indexPages(liveDir).catch(() => null);
  if (!pages) return null;
  const skipped = new Set([...APP_PAGES, ...redirectPaths]);
  return new Set(
    [...pages].map((page) => (page === '/index' ? '/' : page)).filter((page) => !skipped.has(page)),
  );
}

/** Entries a page is made from: page definitions, articles and productions, in any content source (services/content). */
const PAGE_SOURCE_ENTRY =
  /^(?:page-definitions\/|content\/(?:articles|productions)\/|(?:[a-z]+ )?(?:page definition|pageDefinition|article|production|productionText) ')/;
const PAGE_SOURCE_TYPES = new Set(['pageDefinition', 'article', 'production', 'productionText']);

/** A problem that left out an entry pages are made from; one whose entry is `kept` takes no page away. */
const leavesOutPageSource = (problem: ContentProblem) =>
  !problem.kept &&
  (PAGE_SOURCE_ENTRY.test(problem.entry) || PAGE_SOURCE_TYPES.has(problem.contentType ?? ''));

/** Thrown when a build would take pages off the live site while entries pages are made from failed validation. */
export class LostPagesError extends Error {
  constructor(
    readonly lost: readonly string[],
    readonly causes: readonly ContentProblem[],
  ) {
    super(
      `the live site's pages ${lost.join(', ')} would be missing from this build while content entries were left out for errors, so the live site is kept as it is: ${causes.map(formatProblem).join('; ')}. Fix the entries (or delete the page on purpose) and publish again.`,
    );
    this.name = 'LostPagesError';
  }

  /** The same in Norwegian, for the editors' status page (server/editors/status-page.ts). */
  get editorMessage(): string {
    const pages = this.lost.join(', ');
    const entries = this.causes.map(norwegianProblem).join(' ');
    return `Publiseringen ble stoppet, og nettstedet er som før: ellers ville ${pages} forsvunnet, fordi innhold ble holdt utenfor på grunn av feil. ${entries} Rett feilene (eller slett siden med vilje) og publiser igjen.`;
  }
}

/**
 * Stops a build that would take pages off the live site because of bad content (issue 26 item 3;
 * docs/editors.md): when a page the live build has is missing from `paths` and `problems` left out
 * an entry pages are made from (a page definition, article or production), the build fails and
 * the live site stays as it is. A page whose entry was deleted on purpose, with no such problem,
 * still goes. Failing keeps the whole live site consistent, where copying the live version of a
 * page would serve stale data beside new pages.
 * @throws LostPagesError naming the missing pages and every left-out entry.
 */
export function checkNoPageLost(
  live: ReadonlySet<string> | null,
  paths: readonly string[],
  problems: readonly ContentProblem[],
): void {
  if (!live) return;
  const built = new Set(paths);
  const lost = [...live].filter((page) => !built.has(page)).sort();
  const causes = problems.filter(leavesOutPageSource);
  if (lost.length > 0 && causes.length > 0) throw new LostPagesError(lost, causes);
}
