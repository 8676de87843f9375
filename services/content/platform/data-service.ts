import type { PlatformConfig } from '@/lib/config';
import { readJson, send, serviceClient, type TransportOptions } from './client';
import { listWireSchema, siteWireSchema, type SiteWire } from './wire';

const SERVICE = 'data service';

/** The platform data service (docs/product.md, Outside services), with basic authentication. */
export function dataService(config: PlatformConfig, options: TransportOptions = {}) {
  const client = serviceClient(config.dataUrl, options, {
    auth: { username: config.user, password: config.password },
    headers: { accept: 'application/json' },
  });
  return {
    /** @throws ContentSourceError on a timeout, a non-2xx or an answer that is not a list of sites. */
    async sites(): Promise<SiteWire[]> {
      return readJson(
        await send(client, SERVICE, { method: 'get', url: 'sites' }),
        SERVICE,
        siteWireSchema.array(),
      );
    },
    /**
     * Unchecked: `reshape` validates them one by one, so one bad event is left out.
     * @throws ContentSourceError on a timeout, a non-2xx or an answer that is not a JSON list.
     */
    async events(siteId: string): Promise<unknown[]> {
      return readJson(
        await send(client, SERVICE, {
          method: 'get',
          url: `sites/${encodeURIComponent(siteId)}/events`,
        }),
        SERVICE,
        listWireSchema,
      );
    },
  };
}

export type DataService = ReturnType<typeof dataService>;

/** The site whose `Id` is the site config's id, else the first. */
export function chooseSite(sites: SiteWire[], siteId: string): SiteWire | undefined {
  return sites.find((site) => site.Id === siteId) ?? sites[0];
}
