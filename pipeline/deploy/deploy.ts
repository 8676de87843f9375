import { access, realpath } from 'node:fs/promises';
import path from 'node:path';
import { decideDeploy, nextManifest, PARTIAL_MANIFEST_KEY } from './manifest';
import { partialManifest } from './partial-manifest';
import { planDeploy, PHASES } from './plan';
import { forEachLimited } from './pool';
import {
  deleteObjects,
  listStored,
  putObject,
  readManifest,
  writeManifest,
  type Bucket,
} from './store';

/** Counts of a deploy so far; sizes in bytes. */
export interface DeployProgress {
  /** Objects of the build. */
  files: number;
  uploaded: number;
  skipped: number;
  /** Bytes uploaded so far, of `bytesToUpload`. */
  bytes: number;
  bytesToUpload: number;
}

export interface DeployReport extends DeployProgress {
  /** Old objects deleted: no longer in the build and out of their grace period. */
  deleted: number;
  /** Old objects kept for their grace period. */
  kept: number;
  durationMs: number;
}

export interface DeploySiteOptions {
  /** The exported site folder (`out`, a rebuild's `out-<epoch ms>`). */
  siteDir: string;
  bucket: Bucket;
  /** How long an object the site no longer has stays (DEPLOY_KEEP_OLD), in ms. */
  keepOldMs: number;
  /** Uploads in flight at once; default 8. */
  concurrency?: number;
  /** The clock (tests move it past the grace period); default now. */
  now?: () => Date;
  /** Called after each object is uploaded or skipped. */
  onProgress?: (progress: DeployProgress) => void;
}

/**
 * Deploys the exported site to object storage (README, "Deploy to object storage and a CDN"):
 * plans the objects and their headers (plan.ts), reads the deploy manifest and the keys under the
 * prefix, uploads what changed phase by phase (assets, data, pages, `sw.js`; each phase finishes
 * before the next starts) with at most `concurrency` uploads in flight, deletes the objects whose
 * grace period is over, and writes the new manifest last. Each uploaded object is recorded in the
 * partial manifest as it goes (partial-manifest.ts), and a failed object does not stop the others
 * (only three failures in a row do), so a rerun after a failure uploads only what is missing. A deploy that fails midway
 * leaves every object of the old site in place and the old manifest, which switches only at the
 * end.
 * @throws Error for a folder that is no finished build (no `index.html`, `404.html` or
 * `build-info.json`), from the plan (a malformed build) or the store (after the SDK's retries).
 */
/** Only a finished build is deployed: a wrong or half-written folder would otherwise retire the whole site. */
async function checkBuild(siteDir: string): Promise<void> {
  for (const file of ['index.html', '404.html', 'build-info.json']) {
    await access(path.join(siteDir, file)).catch(() => {
      throw new Error(`${siteDir} is no finished build: no ${file}`);
    });
  }
}

export async function deploySite({
  siteDir,
  bucket,
  keepOldMs,
  concurrency = 8,
  now = () => new Date(),
  onProgress,
}: DeploySiteOptions): Promise<DeployReport> {
  const started = Date.now();
  // A site folder is a symlink a build may swap meanwhile: the deploy reads the build it points at now.
  const build = await realpath(siteDir).catch(() => siteDir);
  await checkBuild(build);
  const [objects, previous, partial, stored] = await Promise.all([
    planDeploy(build),
    readManifest(bucket),
    // Only a saving: without it (unreadable, malformed) the deploy uploads what it cannot skip otherwise.
    readManifest(bucket, PARTIAL_MANIFEST_KEY).catch(() => undefined),
    listStored(bucket),
  ]);
  const at = now();
  const decision = decideDeploy(objects, previous, stored, at, keepOldMs, partial);
  const record = partialManifest(bucket, partial, at);
  const progress: DeployProgress = {
    files: objects.length,
    uploaded: 0,
    skipped: decision.skip.length,
    bytes: 0,
    bytesToUpload: decision.upload.reduce((sum, object) => sum + object.size, 0),
  };
  onProgress?.({ ...progress });
  const etags = new Map<string, string>();
  try {
    for (const phase of PHASES) {
      // The next phase starts only when every object of this one is up.
      await forEachLimited(
        decision.upload.filter((object) => object.phase === phase),
        concurrency,
        async (object) => {
          const etag = await putObject(bucket, object);
          etags.set(object.key, etag);
          record.record(object.key, {
            digest: object.digest,
            etag,
            lastDeployedAt: at.toISOString(),
          });
          progress.uploaded += 1;
          progress.bytes += object.size;
          onProgress?.({ ...progress });
        },
        // A failed object does not stop the others; three failures in a row (the store is down) do.
        { failuresInARow: 3 },
      );
    }
  } catch (error) {
    await record.flush();
    throw error;
  }
  await deleteObjects(bucket, decision.remove);
  await writeManifest(bucket, nextManifest(decision, etags, at));
  await record.discard();
  return {
    ...progress,
    deleted: decision.remove.length,
    kept: decision.keep.size,
    durationMs: Date.now() - started,
  };
}
