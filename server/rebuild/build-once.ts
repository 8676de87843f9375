import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { runPublishCommand } from './publish';
import { linkTarget, newBuildDir, pointLink, pruneBuilds } from '@/pipeline/site-link';
import type { DeployOutcome, RebuilderOptions, RebuildOutcome } from './types';

/** One build's outcome before the queue adds what triggered it. */
export type BuildResult = Omit<RebuildOutcome, 'trigger'>;

/** An error's text for the status page: its Norwegian `editorMessage` where it has one (pipeline/lost-pages.ts). */
const message = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  return 'editorMessage' in error && typeof error.editorMessage === 'string'
    ? error.editorMessage
    : error.message;
};

/** A build counts only when the files the server needs exist (docs/product.md, Quality rules: a failed build never goes live). */
async function checkSite(dir: string): Promise<void> {
  for (const file of ['index.html', '404.html', 'build-info.json']) {
    await access(path.join(dir, file)).catch(() => {
      throw new Error(`the build wrote no ${file} in ${dir}`);
    });
  }
}

/**
 * One rebuild: build into a new `out-<epoch ms>` folder; on success point the link at it, let the
 * server reload, delete builds older than the previous one, then run the publish command. A failed
 * build is deleted and leaves the link untouched. Never throws: every failure is in the outcome.
 */
export async function rebuildOnce({
  incremental,
  build,
  link,
  buildsDir,
  buildPrefix = 'out',
  beforeSwap,
  onSwap,
  publishCommand,
  deploy,
  log,
}: Required<Pick<RebuilderOptions, 'log'>> &
  RebuilderOptions & { incremental?: true | string }): Promise<BuildResult> {
  const started = Date.now();
  const finish = (
    rest: Omit<BuildResult, 'startedAt' | 'finishedAt' | 'durationMs'>,
  ): BuildResult => {
    const finished = Date.now();
    return {
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date(finished).toISOString(),
      durationMs: finished - started,
      ...rest,
    };
  };
  const dir = await newBuildDir(buildsDir, started, buildPrefix);
  let pages: number;
  let problems: number;
  try {
    ({ pages, problems } = await build(dir, incremental));
    await checkSite(dir);
  } catch (error) {
    // The build's folder, and its builds and nginx folders when the build made it a symlink (pipeline/site-folders.ts).
    await Promise.all(
      [dir, `${dir}.builds`, `${dir}.nginx`].map((folder) =>
        rm(folder, { recursive: true, force: true }),
      ),
    );
    log.error(`Rebuild failed; the live site is unchanged: ${message(error)}`);
    return finish({ result: 'failure', error: message(error) });
  }
  try {
    const previous = await linkTarget(link);
    const switchSite = await beforeSwap?.(dir);
    await pointLink(link, dir).catch((error: unknown) => {
      switchSite?.(false);
      throw error;
    });
    switchSite?.();
    await onSwap?.(dir);
    await pruneBuilds(buildsDir, [dir, previous], buildPrefix);
  } catch (error) {
    log.error(`Rebuild of ${dir} succeeded but the swap failed: ${message(error)}`);
    return finish({ result: 'failure', pages, problems, error: `swap: ${message(error)}` });
  }
  log.info(`Rebuild swapped in ${path.basename(dir)} (${pages} pages).`);
  const deployed = deploy && (await deployOnce(deploy, dir, log));
  if (!publishCommand)
    return finish({ result: 'success', pages, problems, ...(deployed && { deploy: deployed }) });
  try {
    await runPublishCommand(publishCommand, dir, undefined, (line) => log.info(`publish: ${line}`));
    return finish({
      result: 'success',
      pages,
      problems,
      ...(deployed && { deploy: deployed }),
      publish: { result: 'success' },
    });
  } catch (error) {
    log.error(`The site is swapped in, but publishing failed: ${message(error)}`);
    return finish({
      result: 'success',
      pages,
      problems,
      ...(deployed && { deploy: deployed }),
      publish: { result: 'failure', error: message(error) },
    });
  }
}

/** The deploy of a swapped-in build; a failure is reported, never thrown: the site server serves the new build either way. */
async function deployOnce(
  deploy: NonNullable<RebuilderOptions['deploy']>,
  dir: string,
  log: Required<RebuilderOptions>['log'],
): Promise<DeployOutcome> {
  try {
    const { uploaded, skipped, deleted, kept, bytes, durationMs } = await deploy.run(dir);
    log.info(
      `Deployed ${path.basename(dir)} to ${deploy.target}: ${uploaded} uploaded, ${skipped} unchanged, ${deleted} old deleted.`,
    );
    return {
      result: 'success',
      target: deploy.target,
      uploaded,
      skipped,
      deleted,
      kept,
      bytes,
      durationMs,
    };
  } catch (error) {
    log.error(
      `The site is swapped in, but the deploy to ${deploy.target} failed: ${message(error)}`,
    );
    return { result: 'failure', target: deploy.target, error: message(error) };
  }
}
