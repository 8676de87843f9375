import type { Availability } from '@/lib/schemas';

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

export const RUNTIME_CALL_TIMEOUT_MS = 10_000;

// Checked by hand, not with zod: the code a film page loads for this call stays a few hundred bytes.
function checkedEvent(item: unknown, index: number): LiveAvailability {
  const invalid = (field: string, expected: string) =>
    new RuntimeServiceError(`invalid basic_events body: [${index}].${field} is not ${expected}`);
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new RuntimeServiceError(`invalid basic_events body: [${index}] is not an object`);
  const { Id, SoldOut, FewSeatsLeft, SeatsAvailable } = item as Record<string, unknown>;
  if (typeof Id !== 'string' || Id === '') throw invalid('Id', 'a non-empty string');
  if (typeof SoldOut !== 'boolean') throw invalid('SoldOut', 'a boolean');
  if (typeof FewSeatsLeft !== 'boolean') throw invalid('FewSeatsLeft', 'a boolean');
  if (
    SeatsAvailable !== undefined &&
    !(typeof SeatsAvailable === 'number' && Number.isInteger(SeatsAvailable) && SeatsAvailable >= 0)
  )
    throw invalid('SeatsAvailable', 'a whole number of at least 0');
  return {
    id: Id,
    availability: SoldOut ? 'soldout' : FewSeatsLeft ? 'few' : 'available',
    ...(SeatsAvailable !== undefined && { seatsAvailable: SeatsAvailable }),
  };
}

/** The `basic_events` answer, checked. @throws RuntimeServiceError when it is not a list of valid entries. */
export function checkedBasicEvents(data: unknown): LiveAvailability[] {
  if (!Array.isArray(data)) throw new RuntimeServiceError('invalid basic_events body: not a list');
  return data.map(checkedEvent);
}

/**
 * One entry per event the service knows; `fetch`, not axios, since this runs on every film page.
 * @throws RuntimeServiceError when the call fails; the abort reason of `signal` when cancelled.
 */
export async function fetchBasicEvents(
  runtimeUrl: string,
  site: string,
  ids: readonly string[],
  {
    signal,
    timeoutMs = RUNTIME_CALL_TIMEOUT_MS,
  }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<LiveAvailability[]> {
  if (ids.length === 0) return [];
  const base = runtimeUrl.replace(/\/+$/, '');
  const url = `${base}/sites/${encodeURIComponent(site)}/basic_events?keys=${ids.map(encodeURIComponent).join(',')}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  try {
    let data: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new RuntimeServiceError(`${response.status} ${response.statusText}`);
      const text = await response.text();
      try {
        data = JSON.parse(text);
      } catch {
        throw new RuntimeServiceError('invalid basic_events body: not JSON');
      }
    } catch (error) {
      if (error instanceof RuntimeServiceError) throw error;
      if (timedOut) throw new RuntimeServiceError(`no answer within ${timeoutMs} ms`);
      if (signal?.aborted) throw error;
      throw new RuntimeServiceError(
        `network error ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return checkedBasicEvents(data);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
