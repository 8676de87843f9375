import type { AxiosRequestConfig } from 'axios';
import type { PlatformConfig } from '@/lib/config';
import { readJson, send, serviceClient, type TransportOptions } from './client';
import { fetchAccessToken } from './identity-provider';
import { TokenCache } from './token-cache';
import { blockDataWireSchema, listWireSchema, type BlockData } from './wire';

const SERVICE = 'management service';

/** Transport options plus the token cache's clock (epoch ms). */
export interface ManagementOptions extends TransportOptions {
  now?: () => number;
}

/**
 * The platform management service (docs/product.md, Outside services), with a bearer token from the
 * identity provider. A 401 means the token was revoked or expired early: refreshed and retried once.
 */
export function managementService(config: PlatformConfig, options: ManagementOptions = {}) {
  const now = options.now ?? Date.now;
  const tokens = new TokenCache(() => fetchAccessToken(config, now, options), now);
  const client = serviceClient(config.managementUrl, options, {
    headers: { accept: 'application/json' },
  });

  async function authorized(request: AxiosRequestConfig) {
    const attempt = async (token: string) =>
      send(client, SERVICE, { ...request, headers: { Authorization: `Bearer ${token}` } });
    const token = await tokens.get();
    const first = await attempt(token);
    if (first.status !== 401) return first;
    tokens.invalidate(token);
    // A second 401 is returned as it is, and `readJson` turns it into the error.
    return attempt(await tokens.get());
  }

  return {
    /** @throws ContentSourceError on a timeout, a non-2xx (after the one retry) or an invalid answer. */
    async blockData(siteId: string): Promise<BlockData> {
      return readJson(
        await authorized({
          method: 'get',
          url: `site/${encodeURIComponent(siteId)}/block-data`,
          params: { stable: 1 },
        }),
        SERVICE,
        blockDataWireSchema,
      );
    },
    /** Unchecked: `reshape` validates them one by one. Errors as for `blockData`. */
    async articles(siteId: string): Promise<unknown[]> {
      return readJson(
        await authorized({
          method: 'get',
          url: `site/${encodeURIComponent(siteId)}/article`,
          params: { stable: 1 },
        }),
        SERVICE,
        listWireSchema,
      );
    },
  };
}

export type ManagementService = ReturnType<typeof managementService>;
