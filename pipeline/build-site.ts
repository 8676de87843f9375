import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkRedirects, listPagePaths, pageRoutes } from '@/engine';
import type { BuildConfig } from '@/lib/config';
import { buildConfigFileEnv, childEnv, serialiseBuildConfig } from '@/lib/config/child-env';
import { collectGarbage } from '@/lib/collect-garbage';
import { siteUrl } from '@/lib/site-url';
import { contentSource, formatProblem } from '@/services/content';
import { withBuildLock, type HeldLock } from './build-lock';
import { runGuarded } from './guarded-run';
import {
  codeFingerprint,
  compiledCodeMatches,
  forgetCompiledCode,
  recordCompiledCode,
} from './compiled-code';
import { checkNoPageLost, livePagePaths, writePagePaths } from './lost-pages';
import { listFiles, precompress, writeRedirectPages } from './postbuild';
import { runPostExportSteps } from './post-export';
import { writeProblems } from './problems-file';
import { discardNginxConfig, publishNginxConfig } from './post-export/nginx-config';
import {
  livePagePolicyHolds,
  pagePolicyRewrite,
  type DeferredPagePolicy,
} from './post-export/security-headers';
import { linkUnchanged, type LinkedFiles } from './incremental/assemble';
import { planFor, type RebuildPlan } from './incremental/plan';
import { recordOf, writeBuildRecord } from './incremental/record';
import { freshBuildFolder, moveFolder, pruneSiteBuilds, swapIn } from './site-folders';

export interface BuildReport {
  pages: number;
  durationMs: number;
  problems: number;
}

export interface BuildSiteOptions {
  /** The project (where `node_modules/`, `.next/` and the build lock are). */
  root: string;
  /** The site folder to (re)place: `out`, `out-118`, a rebuilder's `out-<epoch ms>`; it becomes a symlink to the new build. */
  outDir: string;
  /** The build configuration (lib/config); handed to `next build` with the build's clock set. */
  config: BuildConfig;
  /**
   * Runs `next build` exporting into `distDir` (relative to `root`): `full` compiles and
   * generates, `generate` only generates from the code compiled in `.next/`. Default the real one;
   * tests pass a fake that writes a few pages, to check the swap without a minutes-long build.
   * A process it starts is run with `runGuarded` (guarded-run.ts) and its group handed to
   * `onStart`, so it never outlives the build and a crash's leftovers are found (build-lock.ts).
   */
  nextBuild?: (
    distDir: string,
    env: NodeJS.ProcessEnv,
    mode: NextBuildMode,
    onStart: (group: number) => Promise<void>,
  ) => Promise<void>;
  /**
   * Reuse the last compile: when `.next/` holds a compile of the current code (its fingerprint,
   * pipeline/compiled-code.ts), Next only generates the pages (no compile, type check or lint). Set by
   * the server's rebuilds (webhook, schedule), the editors' preview and the server's start build,
   * and by `npm run build -- --reuse-compile` (`npm test`'s second member build and the editors'
   * flow compile once for builds of the same code); `npm run build` alone always compiles.
   */
  reuseCompile?: boolean;
  /**
   * An editors' preview build (docs/content.md, Preview): only `next build`, the redirect pages
   * and the calendar files its pages link to; the other post-export steps (share images, service
   * worker, CSP hashes, nginx and edge files) and the pre-compression are skipped, since the preview is served by the site server alone,
   * without scripts, and must be ready in seconds.
   */
  preview?: boolean;
  /**
   * The site visitors get now (a folder or a link to one), whose pages a build may not take away
   * because of bad content (lost-pages.ts). Default `outDir`; the rebuilder, which builds into a
   * fresh folder, passes its live link.
   */
  liveDir?: string;
  /**
   * A content-only rebuild that may regenerate only the pages its change touches
   * (docs/architecture.md, Incremental rebuilds): `true` tries it over the live build (`liveDir`)
   * and falls back to a full build when it cannot decide; a string is the reason this rebuild is
   * full anyway (the queue's: `last build failed`). Either way the summary line says which it
   * was and why. Implies `reuseCompile`. Default: a full build, the summary line as before.
   */
  incremental?: true | string;
}

/**
 * Builds the whole site: validates the content (printing a summary of entries left out),
 * checks the redirect table, runs `next build` (static export) with one pinned clock for every
 * worker, then writes redirect pages, pre-compressed variants and `build-info.json`.
 * The build never touches what is served (issue 12 item 5): Next exports into a fresh folder
 * `<outDir>.builds/<epoch ms>` (next.config.js: a custom `distDir` is the export's destination;
 * it must lie inside the project, so a site folder elsewhere is exported to `.build/` first and
 * moved), every step runs there, and only a build that succeeded is swapped in by pointing the
 * `outDir` symlink at it. The live and the previous build are kept; older ones are deleted.
 * A failed build deletes only its own folder. Every build but a preview writes its record
 * (`.build-record.json`); an `incremental` one generates only the pages a content change touches
 * and links the rest from the live build (pipeline/incremental/, docs/architecture.md).
 * Holds the build lock of `root` throughout (build-lock.ts): builds of one project run one at a time.
 * @throws Error when the content source fails as a whole, a redirect hides a page, Next fails, or
 * another build holds the lock for too long; LostPagesError (lost-pages.ts) when bad content would
 * take a page of the live site away.
 */
export function buildSite(options: BuildSiteOptions): Promise<BuildReport> {
  return withBuildLock(options.root, (lock) => buildUnlocked(lock, options));
}

/** `full`: compile and generate; `generate`: generate the pages from the code compiled in `.next/`. */
export type NextBuildMode = 'full' | 'generate';

/** The real `next build`, guarded so it dies with this process (guarded-run.ts); its process group is recorded in the lock for whoever finds the lock after a crash. */
const nextBuildIn =
  (root: string) =>
  (
    distDir: string,
    env: NodeJS.ProcessEnv,
    mode: NextBuildMode,
    onStart: (group: number) => Promise<void>,
  ) =>
    runGuarded(
      process.execPath,
      [
        path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
        'build',
        ...(mode === 'generate' ? ['--experimental-build-mode', 'generate'] : []),
      ],
      {
        cwd: root,
        env: { ...env, NEXT_DIST_DIR: distDir },
        onStart,
      },
    );

/** Where the build hands its configuration to `next build`: one fixed file per project (builds of a project run one at a time). */
const buildConfigFile = (root: string) =>
  path.join(root, 'node_modules', '.cache', 'kulturhuset-build', 'build-config.json');

/** Times the phases of one build, for its log line (docs/architecture.md, Content-only rebuilds). */
function phaseClock() {
  const phases: string[] = [];
  let last = Date.now();
  return {
    done(name: string) {
      const now = Date.now();
      phases.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
      last = now;
    },
    toString: () => phases.join(', '),
  };
}

/** Next's build id of the compile in `.next/` (in every page it generates); empty when there is none. */
const compiledBuildId = (root: string): Promise<string> =>
  readFile(path.join(root, '.next', 'BUILD_ID'), 'utf8')
    .then((id) => id.trim())
    .catch(() => '');

/** The summary line's last words: how an incremental rebuild went, or why it was full. */
const planText = (plan: RebuildPlan | undefined): string =>
  !plan
    ? ''
    : plan.kind === 'incremental'
      ? `; incremental: ${plan.regenerate.length} of ${plan.pages} pages regenerated`
      : `; full build: ${plan.why}`;

/**
 * Pages an incremental rebuild generates in one Next worker: each worker loads and indexes the
 * whole content first (app/_site/site-data.ts), about 2 s at 10,000 productions, while a page
 * renders in tens of milliseconds, so a second worker costs a core for a few pages' gain.
 */
export const ONE_WORKER_PAGES = 50;

/** The Next worker count for an incremental rebuild of few pages (next.config.js reads it); none otherwise. */
const nextWorkersFor = (plan: RebuildPlan): Record<string, string> =>
  plan.kind === 'incremental' && plan.regenerate.length <= ONE_WORKER_PAGES
    ? { KULTURHUSET_NEXT_WORKERS: '1' }
    : {};

const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

async function buildUnlocked(
  lock: HeldLock,
  {
    root,
    outDir,
    config,
    nextBuild = nextBuildIn(root),
    preview = false,
    reuseCompile = false,
    liveDir = outDir,
    incremental,
  }: BuildSiteOptions,
): Promise<BuildReport> {
  const started = Date.now();
  const phases = phaseClock();
  // One clock for the whole build (CONTENT_CLOCK, else now), handed to every Next worker.
  const now = config.clock ?? new Date(started);
  const build = { ...config, clock: now };
  const { content, problems, filmclub } = await contentSource(
    build,
    config.contentRoot ?? root,
  ).load({ now });
  if (problems.length > 0) {
    console.warn(
      `Content: ${problems.length} problem(s); each names its entry and field, and says whether the entry is left out or kept:`,
    );
    for (const problem of problems) console.warn(`  - ${formatProblem(problem)}`);
  }
  const paths = listPagePaths(content);
  const redirectProblems = checkRedirects(content.redirects, new Set(paths));
  if (redirectProblems.length > 0)
    throw new Error(`redirect table: ${redirectProblems.join('; ')}`);
  // A bad entry never takes a live page away (docs/editors.md); the preview shows it instead.
  if (!preview)
    checkNoPageLost(
      await livePagePaths(
        liveDir,
        content.redirects.map((redirect) => redirect.from),
      ),
      paths,
      problems,
    );
  const routes = pageRoutes(content, paths);
  // Next's processes start next: the load's temporaries go back first (lib/collect-garbage.ts).
  collectGarbage();
  phases.done('content');

  const siteDir = path.resolve(outDir);
  const fresh = await freshBuildFolder(siteDir, started);
  // Next refuses an export folder outside the project: such a site is exported inside and moved.
  const exportDir = isInside(root, fresh)
    ? fresh
    : path.join(root, '.build', `export-${path.basename(fresh)}-${process.pid}`);
  // Whoever finds the lock after this process died deletes these (build-lock.ts, clearAbandoned).
  await lock.note({ unfinished: [...new Set([fresh, exportDir])] });
  try {
    // Without a film club, no member or film-club code is compiled (next.config.js `env`): the
    // switch is part of the compiled code, so it is part of its fingerprint.
    const filmclubSwitch = filmclub ? '1' : '0';
    const fingerprint = `${await codeFingerprint(root)} filmclub=${filmclubSwitch}`;
    const mode: NextBuildMode =
      (reuseCompile || incremental !== undefined) && (await compiledCodeMatches(root, fingerprint))
        ? 'generate'
        : 'full';
    const record = preview ? null : recordOf({ content, build, filmclub, fingerprint, routes });
    const live = await realpath(liveDir).catch(() => null);
    const plan =
      incremental === undefined || !record
        ? undefined
        : await planFor(incremental, {
            live,
            record: { ...record, buildId: await compiledBuildId(root) },
            reusesCompile: mode === 'generate',
            content,
            routes,
          });
    if (record) phases.done(plan ? 'build record and plan' : 'build record');
    const configFile = buildConfigFile(root);
    await mkdir(path.dirname(configFile), { recursive: true });
    await writeFile(
      configFile,
      serialiseBuildConfig(
        build,
        plan?.kind === 'incremental' ? plan.regenerate.filter((page) => page !== '/') : undefined,
      ),
    );
    // A full build rewrites .next/: until it has succeeded, it holds no compile to reuse.
    if (mode === 'full') await forgetCompiledCode(root);
    // Next 16.4's generate mode loads the previous build's prerender manifest early and its export
    // then reuses that stale copy (the last build's page list: new pages missing, deleted ones
    // exported); without the file, the export reads the one this run writes.
    else await rm(path.join(root, '.next', 'prerender-manifest.json'), { force: true });
    try {
      await nextBuild(
        path.relative(root, exportDir),
        childEnv({
          ...buildConfigFileEnv(configFile),
          KULTURHUSET_FILMCLUB: filmclubSwitch,
          // Next's build id (next.config.js): the same code compiles to the same pages.
          KULTURHUSET_CODE_FINGERPRINT: fingerprint,
          ...(plan && nextWorkersFor(plan)),
          NEXT_TELEMETRY_DISABLED: '1',
        }),
        mode,
        (group) => lock.note({ group }),
      );
    } catch (error) {
      // Whatever failed, the next build compiles afresh rather than trust .next/.
      await forgetCompiledCode(root);
      throw error;
    }
    if (mode === 'full') await recordCompiledCode(root, fingerprint);
    phases.done(
      mode === 'generate' ? 'next build (generate only)' : 'next build (compile + generate)',
    );
    if (exportDir !== fresh) await moveFolder(exportDir, fresh);
    const regenerated = plan?.kind === 'incremental' ? new Set(plan.regenerate) : undefined;
    let linked: LinkedFiles | undefined;
    if (plan?.kind === 'incremental' && live && regenerated) {
      linked = await linkUnchanged({
        live,
        fresh,
        pages: paths,
        regenerated,
        events: content.events,
        rewritten: plan.events,
      });
      phases.done('links to the live build');
      console.log(`  links to the live build: ${linked.size} files`);
    }

    const pages = (await listFiles(fresh)).filter(
      (file) => file.endsWith('.html') && !/(?:^|\/)(?:404|_not-found)\.html$/.test(file),
    ).length;
    await writeRedirectPages(fresh, content.redirects, siteUrl(content.site));
    // A full build's pages get their policy as pre-compression reads them (one read and write a page).
    const pagePolicy: DeferredPagePolicy | undefined =
      preview || plan?.kind === 'incremental' ? undefined : {};
    // A full build's feeds take the VEVENTs the calendar step made instead of reading its files back.
    const vevents = plan?.kind === 'incremental' ? undefined : new Map<string, string>();
    await runPostExportSteps(
      {
        root,
        outDir: fresh,
        siteDir,
        content,
        build,
        filmclub,
        deferPagePolicy: pagePolicy,
        vevents,
        ...(plan?.kind === 'incremental' &&
          live &&
          regenerated &&
          linked && {
            incremental: {
              live,
              pages: regenerated,
              events: plan.events,
              calendarsUnchanged: plan.calendarsUnchanged,
              linked,
            },
          }),
      },
      { preview },
    );
    vevents?.clear();
    phases.done('post-export steps');
    // Files unchanged since the live build reuse its .br/.gz (pipeline/postbuild.ts).
    const { compressed, reused, shared } = preview
      ? { compressed: 0, reused: 0, shared: 0 }
      : await precompress(fresh, {
          previous: live,
          // A page this build gave a new policy is no longer the live build's file.
          linked: linked && live && (await livePagePolicyHolds(live, fresh)) ? linked : undefined,
          rewrite: pagePolicy?.directives && pagePolicyRewrite(pagePolicy.directives),
        });
    if (!preview) phases.done('pre-compression');
    const durationMs = Date.now() - started;
    await writeFile(
      path.join(fresh, 'build-info.json'),
      `${JSON.stringify({ builtAt: new Date().toISOString(), contentClock: now.toISOString(), runtimeUrl: build.runtimeUrl, siteUrl: siteUrl(content.site), pages, durationMs, problems: problems.length }, null, 2)}\n`,
    );

    // Kept beside the build for the editors' status page and npm run build's summary (docs/editors.md).
    await writeProblems(fresh, { builtAt: new Date(started).toISOString(), problems });
    await writePagePaths(fresh, paths);
    if (record) await writeBuildRecord(fresh, { ...record, buildId: await compiledBuildId(root) });
    // Never recorded as unfinished once it may be live: a crash after this leaves it to the next swap's prune.
    await lock.note({ group: undefined, unfinished: [] });
    const previous = await swapIn(siteDir, fresh);
    if (!preview) await publishNginxConfig(siteDir, fresh);
    await pruneSiteBuilds(siteDir, [fresh, previous]);
    phases.done('swap');
    console.log(
      `Built ${pages} pages (${paths.length} from page definitions, ${content.redirects.length} redirect pages, ${compressed} files pre-compressed, ${shared} sharing an identical file's, ${reused} reused from the live build) in ${(durationMs / 1000).toFixed(1)} s (${phases.toString()}); ${path.relative(root, siteDir) || siteDir} → ${path.relative(root, fresh)}${planText(plan)}.`,
    );
    return { pages, durationMs, problems: problems.length };
  } catch (error) {
    // Only this build's own folders: the live site is untouched.
    await Promise.all([
      rm(fresh, { recursive: true, force: true }),
      rm(exportDir, { recursive: true, force: true }),
      discardNginxConfig(siteDir, fresh),
    ]);
    throw error;
  }
}
