import { z } from 'zod';
import type { PlannedObject } from './plan';

/**
 * The deploy manifest, kept in the bucket beside the site (`<prefix>.deploy-manifest.json`): for
 * every object a deploy put there, its digest (plan.ts), the ETag the store gave it, and when it
 * was last part of a deploy. It tells the next deploy what it can skip and when an object the
 * site no longer has may go.
 */
export const MANIFEST_KEY = '.deploy-manifest.json';

/**
 * The partial manifest (`<prefix>.deploy-manifest.partial.json`, same shape): every object a
 * deploy that has not finished has uploaded, written as it goes (deploy.ts), so a rerun after a
 * failure uploads only what is missing. It is never what the site's deploys trust for removal
 * grace alone: the live manifest switches only at the end of a deploy, which then deletes it.
 */
export const PARTIAL_MANIFEST_KEY = '.deploy-manifest.partial.json';

const entrySchema = z.strictObject({
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  /** The ETag without quotes, as PutObject or CompleteMultipartUpload answered. */
  etag: z.string(),
  /** ISO 8601: the last deploy whose build had this object. */
  lastDeployedAt: z.iso.datetime({ offset: true }),
});
export const manifestSchema = z.strictObject({
  version: z.literal(1),
  deployedAt: z.iso.datetime({ offset: true }),
  objects: z.record(z.string(), entrySchema),
});
export type DeployManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

/** What a deploy does with each object, decided before anything is sent. */
export interface DeployDecision {
  upload: PlannedObject[];
  skip: PlannedObject[];
  /** Keys under the prefix the build no longer has, last deployed at least the grace period ago. */
  remove: string[];
  /** Keys the build no longer has, kept until their grace period ends, with when they were last deployed. */
  keep: Map<string, ManifestEntry>;
  /** The recorded entry (live or partial manifest) each skipped object matched. */
  recorded: Map<string, ManifestEntry>;
}

/**
 * Decides a deploy at `now`: an object is skipped when the manifest, or the partial manifest of a
 * deploy that failed (`partial`), has its digest and the store still has it with the ETag recorded
 * there (so an object changed or deleted by hand is put back); every other object is uploaded. A key under the prefix that the build does not have is
 * removed once `keepOldMs` have passed since it was last part of a deploy (a key nobody recorded
 * counts from now), else kept, so a visitor on an old page still gets its chunks.
 * `stored` maps each key under the prefix (without it) to its ETag without quotes.
 */
export function decideDeploy(
  objects: readonly PlannedObject[],
  previous: DeployManifest | undefined,
  stored: ReadonlyMap<string, string>,
  now: Date,
  keepOldMs: number,
  partial?: DeployManifest,
): DeployDecision {
  const decision: DeployDecision = {
    upload: [],
    skip: [],
    remove: [],
    keep: new Map(),
    recorded: new Map(),
  };
  const planned = new Set(objects.map((object) => object.key));
  for (const object of objects) {
    const entry = [previous?.objects[object.key], partial?.objects[object.key]].find(
      (candidate) =>
        candidate !== undefined &&
        candidate.digest === object.digest &&
        stored.get(object.key) === candidate.etag,
    );
    if (entry) decision.recorded.set(object.key, entry);
    (entry ? decision.skip : decision.upload).push(object);
  }
  for (const key of new Set([...stored.keys(), ...Object.keys(previous?.objects ?? {})])) {
    if (planned.has(key) || key === MANIFEST_KEY || key === PARTIAL_MANIFEST_KEY) continue;
    if (!stored.has(key)) continue;
    const entry = previous?.objects[key] ??
      partial?.objects[key] ?? {
        digest: '0'.repeat(64),
        etag: stored.get(key) ?? '',
        lastDeployedAt: now.toISOString(),
      };
    if (now.getTime() - Date.parse(entry.lastDeployedAt) >= keepOldMs) decision.remove.push(key);
    else decision.keep.set(key, entry);
  }
  decision.remove.sort();
  return decision;
}

/** The manifest after a deploy at `now`: every object of the build with its ETag, plus the old ones kept. */
export function nextManifest(
  decision: DeployDecision,
  etags: ReadonlyMap<string, string>,
  now: Date,
): DeployManifest {
  const objects: DeployManifest['objects'] = Object.fromEntries(decision.keep);
  const at = now.toISOString();
  for (const object of decision.skip)
    objects[object.key] = {
      digest: object.digest,
      etag: decision.recorded.get(object.key)?.etag ?? '',
      lastDeployedAt: at,
    };
  for (const object of decision.upload)
    objects[object.key] = {
      digest: object.digest,
      etag: etags.get(object.key) ?? '',
      lastDeployedAt: at,
    };
  return { version: 1, deployedAt: at, objects };
}
