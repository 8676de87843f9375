import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { indexPages } from '@/policy/page-index';
import { readSecurityManifest, type SecurityManifest } from '@/policy/security-headers';
import { hashedAssets, keptBuildsBeside, type KeptBuild } from './kept-builds';
import {
  EMPTY_FILE_TABLE,
  loadFileTable,
  type FileTable,
  type FileTableLimits,
} from './file-table';

/** What the server knows of the exported site without touching the disk per request. */
export interface LiveSite {
  /** Clean paths of the pages (`/kinoprogram`). */
  readonly pages: ReadonlySet<string>;
  /** The body of `404.html`. */
  readonly notFoundPage: Buffer;
  /** The security policy of this build (policy/security-headers.ts); each page carries its own script hashes. */
  readonly security: SecurityManifest;
  /** The pre-compressed files of this build in memory, with their headers (server/file-table.ts). */
  readonly files: FileTable;
  /**
   * Earlier builds still kept on disk, whose hashed assets are served when this build lacks them
   * (server/kept-builds.ts): the build served before the last swap, and the finished builds beside
   * this one in its builds folder.
   */
  readonly kept: readonly KeptBuild[];
  /** Re-reads all four and the kept builds from `root`, e.g. after `root` (a symlink) was pointed at a new build. */
  reload(): Promise<void>;
  /**
   * Reads all four from the build `from` before `root` is pointed at it; until the returned
   * switch is called (right after the link swap; with `false` when the swap failed, which restores
   * the served build's alone) both builds' pages count and the new build's policy is sent, so a
   * page whose headers were set just before the swap and whose file was read just after it is
   * found (server/rebuild); its script hashes travel in the page itself. The in-memory files switch at
   * once with the switch: each holds its own build's headers. Both builds' files are in memory
   * until then. After the switch the build served before is kept (its hashed assets stay served).
   */
  prepare(from: string): Promise<(swapped?: boolean) => void>;
}

/**
 * Reads the page index, the 404 page, the security manifest and the in-memory file table of `root`
 * (`files`: false leaves every file on disk).
 * @throws Error (ENOENT) when `404.html` is missing.
 */
export async function loadLiveSite(
  root: string,
  files?: FileTableLimits | false,
): Promise<LiveSite> {
  // The table served now: a load lends its bodies to the next (loadFileTable, `previous`).
  let table: FileTable = EMPTY_FILE_TABLE;
  const read = async (dir = root) => {
    const [pages, notFoundPage, security, beside] = await Promise.all([
      indexPages(dir),
      readFile(path.join(dir, '404.html')),
      readSecurityManifest(dir),
      keptBuildsBeside(dir),
    ]);
    const loaded =
      files === false ? EMPTY_FILE_TABLE : await loadFileTable(dir, security, pages, files, table);
    return [pages, notFoundPage, security, loaded, beside] as const;
  };
  let pages: Awaited<ReturnType<typeof read>>[0];
  let notFoundPage: Awaited<ReturnType<typeof read>>[1];
  let security: Awaited<ReturnType<typeof read>>[2];
  let kept: Awaited<ReturnType<typeof read>>[4];
  [pages, notFoundPage, security, table, kept] = await read();
  return {
    get pages() {
      return pages;
    },
    get notFoundPage() {
      return notFoundPage;
    },
    get security() {
      return security;
    },
    get files() {
      return table;
    },
    get kept() {
      return kept;
    },
    async reload() {
      [pages, notFoundPage, security, table, kept] = await read();
    },
    async prepare(from) {
      const next = await read(from);
      const previous = [pages, notFoundPage, security, table, kept] as const;
      // The build served now stays on disk after the swap (the builds keep the one before the live one).
      const [served, target] = await Promise.all([realpath(root), realpath(from)]);
      const servedBuild = { root: served, assets: await hashedAssets(served) };
      const keptAfter =
        served === target
          ? next[4]
          : [servedBuild, ...next[4].filter((build) => build.root !== served)];
      // Until the switch, both builds' pages count: a request whose headers are set just before
      // the link swap may read its file just after it (server/rebuild). Each page carries its own
      // script hashes (policy/page-csp.ts), so the headers of either build fit both builds' pages.
      [pages, security] = [new Set([...pages, ...next[0]]), next[2]];
      table = { ...table, known: new Set([...table.known, ...next[3].known]) };
      return (swapped = true) =>
        void ([pages, notFoundPage, security, table, kept] = swapped
          ? [next[0], next[1], next[2], next[3], keptAfter]
          : previous);
    },
  };
}
