import type { AxiosRequestConfig } from 'axios';
import type { PlatformConfig } from '@/lib/config';
import { readJson, send, serviceClient, type TransportOptions } from './client';
import { fetchAccessToken } from './identity-provider';
import { TokenCache } from './token-cache';
import { blockDataWireSchema, listWireSchema, type BlockData } from './wire';

const SERVICE = 'management service';

/** Options of the management service: transport plus the clock of the token cache (epoch ms). */
export interface ManagementOptions extends TransportOptions {
  now?: () => number;
}

/**
 * The platform management service (docs/product.md, Outside services): `MANAGEMENT_URL`, every call with
 * `Authorization: Bearer <token>` from the identity provider (client credentials, RFC 6749 §4.4),
 * cached in one `TokenCache` shared by all calls of this service. A 401 means the token was
 * revoked or expired early: the token is refreshed once and the call retried once, never more.
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
    /**
     * `GET site/{siteId}/block-data?stable=1`: page-definition id → block id → props.
     * @throws ContentSourceError('platform', …) naming the identity provider or the management
     *   service on a timeout, a non-2xx (a 401 after the one retry included) or an invalid answer.
     */
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
    /**
     * `GET site/{siteId}/article?stable=1`: the site's articles, returned unchecked (`reshape`
     * validates them one by one). Errors as for `blockData`.
     */
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
