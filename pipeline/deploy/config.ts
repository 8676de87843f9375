import type { DeployConfig } from '@/lib/config';
import { deploySite, type DeployReport } from './deploy';
import { createS3Client, type Bucket } from './store';

/** Where and how the site is deployed, from DEPLOY_* (lib/env.ts); null when DEPLOY_BUCKET is unset. */
export interface DeployTarget {
  bucket: Bucket;
  keepOldMs: number;
  /** `s3://bucket/prefix` (and the endpoint), for logs. */
  description: string;
}

/** The deploy target of the parsed configuration (lib/config, DEPLOY_*); null when DEPLOY_BUCKET is unset. */
export function deployTarget(config: DeployConfig | null): DeployTarget | null {
  if (!config) return null;
  const client = createS3Client({ endpoint: config.endpoint, region: config.region });
  return {
    bucket: { client, name: config.bucket, prefix: config.prefix },
    keepOldMs: config.keepOldMs,
    description: `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
  };
}

/** A deploy of `siteDir` to `target` without progress output (the rebuild's deploy after a swap). */
export const deployTo =
  (target: DeployTarget) =>
  (siteDir: string): Promise<DeployReport> =>
    deploySite({ siteDir, bucket: target.bucket, keepOldMs: target.keepOldMs });
