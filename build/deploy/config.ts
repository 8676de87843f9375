import type { Env } from '@/lib/env';
import { deploySite, type DeployReport } from './deploy';
import { createS3Client, type Bucket } from './store';

/** Where and how the site is deployed, from DEPLOY_* (lib/env.ts); null when DEPLOY_BUCKET is unset. */
export interface DeployTarget {
  bucket: Bucket;
  keepOldMs: number;
  /** `s3://bucket/prefix` (and the endpoint), for logs. */
  description: string;
}

/** The deploy target of `env`; `awsRegion` is the SDK's AWS_REGION, if any (the SDK's own chain is used otherwise). */
export function deployTarget(env: Pick<Env, 'DEPLOY_BUCKET' | 'DEPLOY_ENDPOINT' | 'DEPLOY_PREFIX' | 'DEPLOY_KEEP_OLD'>, awsRegion?: string): DeployTarget | null {
  if (!env.DEPLOY_BUCKET) return null;
  const client = createS3Client({ endpoint: env.DEPLOY_ENDPOINT, region: awsRegion });
  return {
    bucket: { client, name: env.DEPLOY_BUCKET, prefix: env.DEPLOY_PREFIX },
    keepOldMs: env.DEPLOY_KEEP_OLD,
    description: `s3://${env.DEPLOY_BUCKET}/${env.DEPLOY_PREFIX}${env.DEPLOY_ENDPOINT ? ` at ${env.DEPLOY_ENDPOINT}` : ''}`,
  };
}

/** A deploy of `siteDir` to `target` without progress output (the rebuild's deploy after a swap). */
export const deployTo = (target: DeployTarget) => (siteDir: string): Promise<DeployReport> => deploySite({ siteDir, bucket: target.bucket, keepOldMs: target.keepOldMs });
