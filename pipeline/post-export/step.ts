import type { CspDirectives } from '@/policy/csp';
import type { LinkedFiles } from '../incremental/assemble';
import type { BuildConfig, FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';

/**
 * A full build's page policies, written by pre-compression (pipeline/build-site.ts): it reads
 * every page anyway, so each page is read once and written once instead of read and rewritten by
 * the security headers step first (at 10,000 productions a gigabyte of HTML, and most of that
 * step's 15 s was reading and writing it). The step sets `directives`; `pagePolicyRewrite`
 * (pipeline/post-export/security-headers.ts) gives them to `precompress`.
 */
export interface DeferredPagePolicy {
  directives?: CspDirectives;
}

/** What a post-export step gets: the exported folder and the content it was built from. */
export interface PostExportContext {
  /** The project root (where `node_modules/` is). */
  root: string;
  /** The exported site folder, already holding every page and redirect page: the fresh build folder (`out.builds/<epoch ms>`). */
  outDir: string;
  /** The site folder the build is swapped into when it succeeded (`out`, SITE_DIR; pipeline/site-folders.ts); default `outDir`. */
  siteDir?: string;
  /** The validated content the pages were built from. */
  content: ContentSet;
  /** The build configuration the pages were built with, its clock set. */
  build: BuildConfig & { clock: Date };
  /** The build's film club (null: none), as the content service decided it. */
  filmclub: FilmclubConfig | null;
  /**
   * A full build's page policies, left to pre-compression (pipeline/post-export/security-headers.ts,
   * `DeferredPagePolicy`): the security headers step fills it in and gives its policy only to the
   * pages a later step reads. Absent: the step gives every page its policy itself.
   */
  deferPagePolicy?: DeferredPagePolicy;
  /**
   * A full build's VEVENTs by event id, which the calendar files step puts there as it writes
   * each file and the feeds step takes instead of reading 100,000 files back (10,000 productions).
   * Absent: the feeds read the calendar files.
   */
  vevents?: Map<string, string>;
  /**
   * An incremental rebuild (docs/architecture.md, Incremental rebuilds): `outDir` holds the
   * regenerated pages and hard links to the live build's files of the others; a step does only
   * the work of what changed and never writes to a file it did not make.
   */
  incremental?: {
    /** The live build's folder (real path), holding `.security-headers.json`. */
    live: string;
    /** Pages generated again; the others' files are links to the live build's. */
    pages: ReadonlySet<string>;
    /** Events whose calendar file is written again; the others' are links. */
    events: ReadonlySet<string>;
    /** No production or event changed: every calendar file and subscribable calendar is the live build's (pipeline/incremental/plan.ts). */
    calendarsUnchanged: boolean;
    /** The files that are links to the live build's (pipeline/incremental/assemble.ts): the live build's facts hold for them. */
    linked: LinkedFiles;
  };
}

/** One step run on the exported site after `next build`, before pre-compression. */
export interface PostExportStep {
  /** Short name for the build log, e.g. `search index`. */
  name: string;
  /** Runs in an editors' preview build too (pipeline/build-site.ts `preview`): files its pages link to. Default false. */
  preview?: boolean;
  /** Runs the step. @throws Error to fail the build (the live site is then left as it was). */
  run(context: PostExportContext): Promise<void>;
}
