/**
 * Issue 31 point 2's figure: what the deploy uploads after a one-article publish. The live build
 * is deployed to an S3 protocol test server (testing/s3-test-server.ts, s3rver), then, after the
 * publish, the new build (pipeline/deploy/deploy.ts `deploySite`, which skips objects whose bytes
 * and headers it already has); beside it, how many files of the new build are hard links of the
 * live build's (same inode: reused, not rewritten).
 */
import { lstat, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deploySite, type DeployReport } from '@/pipeline/deploy/deploy';
import { createS3Client, type Bucket } from '@/pipeline/deploy/store';
import { listFiles } from '@/pipeline/postbuild';
import { startS3Server } from '@/testing/s3-test-server';

/** What the second deploy did (or why it could not), and how the new build was made from the live one. */
export interface DeployFigure {
  /** The deploy's counts; undefined when a deploy failed. */
  report?: {
    /** Objects of the new build's deploy. */
    objects: number;
    uploaded: number;
    skipped: number;
    deleted: number;
    /** Seconds of the second deploy. */
    seconds: number;
  };
  /** The first line of the error of the deploy that failed (of the live build or the new one). */
  error?: string;
  /** Files of the new build. */
  files: number;
  /** Of them, hard links of the live build's file at the same path. */
  hardLinked: number;
}

/** A deploy target on the S3 protocol test server, and the second deploy's figure once the build changed. */
export interface DeployTarget {
  /** Deploys `build` (the second call returns the figure). */
  deploy(build: string): Promise<DeployReport>;
  close(): Promise<void>;
}

const BUCKET = 'bench-publish';
/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on `port` with a bucket in a temporary folder (removed by `close`). Objects the new
 * build no longer has are deleted at once (no grace period), so `deleted` counts them.
 */
export async function startDeployTarget(port: number): Promise<DeployTarget> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bench-s3-'));
  const server = await startS3Server({ port, directory, bucket: BUCKET }).catch(
    async (error: unknown) => {
      await rm(directory, { recursive: true, force: true });
      throw error;
    },
  );
  const bucket: Bucket = {
    client: createS3Client({ endpoint: `http://127.0.0.1:${port}`, credentials: CREDENTIALS }),
    name: BUCKET,
    prefix: '',
  };
  return {
    deploy: (build) => deploySite({ siteDir: build, bucket, keepOldMs: 0 }),
    async close() {
      bucket.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** How many files of `build` are the same inode as the file at the same path in `live`, of how many. */
export async function hardLinks(
  live: string,
  build: string,
): Promise<{ files: number; hardLinked: number }> {
  const files = await listFiles(build);
  let hardLinked = 0;
  for (const file of files) {
    const [mine, theirs] = await Promise.all([
      lstat(file),
      lstat(path.join(live, path.relative(build, file))).catch(() => undefined),
    ]);
    if (theirs && mine.ino === theirs.ino && mine.dev === theirs.dev) hardLinked += 1;
  }
  return { files: files.length, hardLinked };
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Deploys `build` (the live build) as the first deploy. @returns undefined, or the first line of
 * its error: a build the deploy refuses leaves the figure unmeasured, not the publish.
 */
export async function deployLive(target: DeployTarget, build: string): Promise<string | undefined> {
  return target.deploy(build).then(() => undefined, firstLine);
}

/**
 * The figure of the deploy of `build` after `live` was deployed (`liveError`: why that failed, and
 * then `build` is not deployed either); a failed deploy is in `error`.
 */
export async function deployFigure(
  target: DeployTarget,
  live: string,
  build: string,
  liveError: string | undefined,
): Promise<DeployFigure> {
  const links = await hardLinks(live, build);
  if (liveError !== undefined) return { ...links, error: `deploying the live build: ${liveError}` };
  try {
    const report = await target.deploy(build);
    return {
      ...links,
      report: {
        objects: report.files,
        uploaded: report.uploaded,
        skipped: report.skipped,
        deleted: report.deleted,
        seconds: report.durationMs / 1000,
      },
    };
  } catch (error) {
    return { ...links, error: `deploying the new build: ${firstLine(error)}` };
  }
}
