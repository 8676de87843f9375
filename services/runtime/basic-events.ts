import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';
import type { Availability } from '@/lib/schemas';

/** Wire shape of one item of the runtime service's `basic_events` answer (stays in this adapter). */
const basicEventSchema = z.object({
  Id: z.string().min(1),
  SoldOut: z.boolean(),
  FewSeatsLeft: z.boolean(),
  SeatsAvailable: z.number().int().nonnegative().optional(),
});
const basicEventsSchema = z.array(basicEventSchema);

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

const reshape = (item: z.infer<typeof basicEventSchema>): LiveAvailability => ({
  id: item.Id,
  availability: item.SoldOut ? 'soldout' : item.FewSeatsLeft ? 'few' : 'available',
  ...(item.SeatsAvailable !== undefined && { seatsAvailable: item.SeatsAvailable }),
});

/** One axios instance for the runtime service at `baseURL` (RUNTIME_URL, DESIGN.md §2). */
export const runtimeClient = (baseURL: string): AxiosInstance => axios.create({ baseURL, headers: { Accept: 'application/json' } });

/**
 * Live availability of events (SPEC.md §7 events call): `GET sites/{site}/basic_events?keys=<ids
 * joined by commas>` on the runtime service. Resolves to one entry per event the service knows.
 * `signal` cancels the request when the visitor leaves the page.
 * @throws RuntimeServiceError on a non-2xx answer, a network failure or an invalid body.
 */
export async function fetchBasicEvents(client: AxiosInstance, site: string, ids: readonly string[], signal?: AbortSignal): Promise<LiveAvailability[]> {
  if (ids.length === 0) return [];
  let data: unknown;
  try {
    ({ data } = await client.get(`sites/${encodeURIComponent(site)}/basic_events`, { params: { keys: ids.join(',') }, signal }));
  } catch (error) {
    throw new RuntimeServiceError(axios.isAxiosError(error) ? `${error.response?.status ?? error.code ?? 'network error'} ${error.message}` : String(error));
  }
  const parsed = basicEventsSchema.safeParse(data);
  if (!parsed.success) throw new RuntimeServiceError(`invalid basic_events body: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data.map(reshape);
}
