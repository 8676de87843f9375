import { createReadStream } from 'node:fs';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { parseJsonText } from '@/lib/json-file';
import { manifestSchema, MANIFEST_KEY, type DeployManifest } from './manifest';
import type { PlannedObject } from './plan';

/** Where a deploy goes: the bucket, the key prefix (`''` or `site/`) and the client. */
export interface Bucket {
  client: S3Client;
  name: string;
  prefix: string;
}

export interface S3ClientOptions {
  /** Fixed credentials (tests: s3rver's); undefined: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** An S3-compatible store's URL (`http://127.0.0.1:5650`); undefined for AWS S3. Implies path-style addressing. */
  endpoint?: string | undefined;
  /** The region; default the SDK's chain (AWS_REGION, the profile), `us-east-1` for an endpoint of its own. */
  region?: string | undefined;
  /**
   * Attempts per request, first one included, with the SDK's standard retry strategy: 5xx answers,
   * throttling (`SlowDown`, 503, 429) and network errors are retried with jittered exponential backoff.
   */
  maxAttempts?: number;
}

/**
 * The S3 client of a deploy. Credentials come from the SDK's default chain (environment, shared
 * config and credentials files, SSO, container and instance roles). A store of its own
 * (DEPLOY_ENDPOINT) gets path-style URLs and checksums only where S3 requires them, which
 * S3-compatible stores accept.
 */
export function createS3Client({
  endpoint,
  region,
  credentials,
  maxAttempts = 5,
}: S3ClientOptions): S3Client {
  return new S3Client({
    ...(credentials ? { credentials } : {}),
    retryMode: 'standard',
    maxAttempts,
    ...(region ? { region } : endpoint ? { region: 'us-east-1' } : {}),
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
}

const unquote = (etag: string | undefined) => (etag ?? '').replace(/^"|"$/g, '');

/** Every key under the prefix (without it) with its ETag. */
export async function listStored({ client, name, prefix }: Bucket): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: name,
        Prefix: prefix || undefined,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key) stored.set(object.Key.slice(prefix.length), unquote(object.ETag));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return stored;
}

/** The deploy manifest of the prefix (or the partial one, `key`), undefined before the first deploy. @throws Error when it is there but malformed. */
export async function readManifest(
  { client, name, prefix }: Bucket,
  key = MANIFEST_KEY,
): Promise<DeployManifest | undefined> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: name, Key: prefix + key }));
    return parseJsonText(
      (await answer.Body?.transformToString('utf8')) ?? '',
      manifestSchema,
      `s3://${name}/${prefix}${key}`,
    );
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
      return undefined;
    throw error;
  }
}

/** Writes the deploy manifest of the prefix (or the partial one, `key`). */
export async function writeManifest(
  { client, name, prefix }: Bucket,
  manifest: DeployManifest,
  key = MANIFEST_KEY,
): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: name,
      Key: prefix + key,
      Body: JSON.stringify(manifest),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );
}

/** Uploads one object (multipart above 8 MB, through lib-storage); returns its ETag without quotes. */
export async function putObject(
  { client, name, prefix }: Bucket,
  object: PlannedObject,
): Promise<string> {
  const upload = new Upload({
    client,
    partSize: 8 * 1024 * 1024,
    queueSize: 2,
    params: {
      Bucket: name,
      Key: prefix + object.key,
      Body: object.file ? createReadStream(object.file) : Buffer.alloc(0),
      ContentLength: object.size,
      ContentType: object.contentType,
      CacheControl: object.cacheControl,
      ...(object.redirect ? { WebsiteRedirectLocation: object.redirect } : {}),
      Metadata: { digest: object.digest },
    },
  });
  return unquote((await upload.done()).ETag);
}

/** Deletes keys (without the prefix) in batches of 1000, the most one DeleteObjects takes. @throws Error naming the first key S3 refused. */
export async function deleteObjects(
  { client, name, prefix }: Bucket,
  keys: readonly string[],
): Promise<void> {
  for (let index = 0; index < keys.length; index += 1000) {
    const batch = keys.slice(index, index + 1000);
    const answer = await client.send(
      new DeleteObjectsCommand({
        Bucket: name,
        Delete: { Objects: batch.map((key) => ({ Key: prefix + key })), Quiet: true },
      }),
    );
    const failed = answer.Errors?.[0];
    if (failed)
      throw new Error(
        `could not delete s3://${name}/${failed.Key}: ${failed.Code} ${failed.Message}`,
      );
  }
}
