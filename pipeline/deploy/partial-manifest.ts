import { PARTIAL_MANIFEST_KEY, type DeployManifest, type ManifestEntry } from './manifest';
import { deleteObjects, writeManifest, type Bucket } from './store';

/** What a deploy records as it uploads (manifest.ts, PARTIAL_MANIFEST_KEY). */
export interface PartialManifest {
  /** Records an uploaded object; written to the bucket at most every `intervalMs`. */
  record(key: string, entry: ManifestEntry): void;
  /** Writes what is recorded and not yet written; never throws (a failed write is tried again at the next one). */
  flush(): Promise<void>;
  /** Deletes the partial manifest once the live one is written; never throws (a stale one only names objects a rerun checks anyway). */
  discard(): Promise<void>;
}

/**
 * The partial manifest of a deploy starting at `at`, continuing `start` (what failed deploys
 * before it recorded): every uploaded object is recorded, and the record is written to the bucket
 * at most every `intervalMs` (one write at a time, the first after `intervalMs`), and at `flush`. Losing a write costs only
 * uploads a rerun repeats; the live manifest is not touched.
 */
export function partialManifest(
  bucket: Bucket,
  start: DeployManifest | undefined,
  at: Date,
  intervalMs = 1_000,
): PartialManifest {
  const objects: DeployManifest['objects'] = { ...start?.objects };
  let dirty = false;
  // A deploy done within the first interval never writes it: it only costs requests then.
  let lastWrite = Date.now();
  let writing: Promise<void> | undefined;
  const write = () => {
    dirty = false;
    lastWrite = Date.now();
    const snapshot = { version: 1 as const, deployedAt: at.toISOString(), objects: { ...objects } };
    writing = writeManifest(bucket, snapshot, PARTIAL_MANIFEST_KEY)
      .catch(() => {
        dirty = true;
      })
      .finally(() => {
        writing = undefined;
      });
    return writing;
  };
  return {
    record(key, entry) {
      objects[key] = entry;
      dirty = true;
      if (!writing && Date.now() - lastWrite >= intervalMs) void write();
    },
    async flush() {
      await writing;
      if (dirty) await write();
    },
    async discard() {
      await writing;
      await deleteObjects(bucket, [PARTIAL_MANIFEST_KEY]).catch(() => undefined);
    },
  };
}
