import type { AxiosInstance, AxiosStatic } from 'axios';
import { loadOnce } from '@/lib/load-once';
import type { Availability } from '@/lib/schemas';
import type { BasicEvent, BasicEventsSchema } from './basic-events-wire';

/** Live availability of one event, in the site's own names. */
export interface LiveAvailability {
  id: string;
  availability: Availability;
  seatsAvailable?: number;
}

/** Thrown when the runtime service answers with an error status, times out or sends an invalid body. */
export class RuntimeServiceError extends Error {
  constructor(detail: string) {
    super(`runtime service: ${detail}`);
    this.name = 'RuntimeServiceError';
  }
}

const reshape = (item: BasicEvent): LiveAvailability => ({
  id: item.Id,
  availability: item.SoldOut ? 'soldout' : item.FewSeatsLeft ? 'few' : 'available',
  ...(item.SeatsAvailable !== undefined && { seatsAvailable: item.SeatsAvailable }),
});

/**
 * The runtime service at `baseURL` (RUNTIME_URL, docs/architecture.md, Configuration). Its axios instance and the zod
 * schema of the answer load on the first call, in their own chunk: a film page's HTML references
 * only the store code, and the HTTP code follows when the page asks for availability.
 */
export interface RuntimeClient {
  readonly baseURL: string;
  /** The axios instance (created on first use) with the answer's schema. @throws Error when the code cannot be loaded. */
  load(): Promise<{
    http: AxiosInstance;
    isAxiosError: AxiosStatic['isAxiosError'];
    basicEventsSchema: BasicEventsSchema;
  }>;
}

/** A runtime client for `baseURL`; nothing loads until the first call. */
export function runtimeClient(baseURL: string): RuntimeClient {
  return {
    baseURL,
    load: loadOnce(async () => {
      const [{ default: axios }, { basicEventsSchema }] = await Promise.all([
        import('axios'),
        import('./basic-events-wire'),
      ]);
      return {
        http: axios.create({ baseURL, headers: { Accept: 'application/json' } }),
        isAxiosError: axios.isAxiosError,
        basicEventsSchema,
      };
    }),
  };
}

/**
 * Live availability of events (docs/product.md, Outside services: events call): `GET sites/{site}/basic_events?keys=<ids
 * joined by commas>` on the runtime service. Resolves to one entry per event the service knows.
 * `signal` cancels the request when the visitor leaves the page.
 * @throws RuntimeServiceError on a non-2xx answer, a network failure or an invalid body.
 */
export async function fetchBasicEvents(
  client: RuntimeClient,
  site: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<LiveAvailability[]> {
  if (ids.length === 0) return [];
  const { http, isAxiosError, basicEventsSchema } = await client.load();
  let data: unknown;
  try {
    ({ data } = await http.get(`sites/${encodeURIComponent(site)}/basic_events`, {
      params: { keys: ids.join(',') },
      signal,
    }));
  } catch (error) {
    throw new RuntimeServiceError(
      isAxiosError(error)
        ? `${error.response?.status ?? error.code ?? 'network error'} ${error.message}`
        : String(error),
    );
  }
  const parsed = basicEventsSchema.safeParse(data);
  if (!parsed.success)
    throw new RuntimeServiceError(
      `invalid basic_events body: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
    );
  return parsed.data.map(reshape);
}
