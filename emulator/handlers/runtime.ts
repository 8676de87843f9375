import { http, HttpResponse } from 'msw';
import { z } from 'zod';

/** Availability the emulator reports unless a test has set one. */
export type EmulatedAvailability = 'available' | 'few' | 'soldout';

const overrides = new Map<string, EmulatedAvailability>();
const controlSchema = z.object({
  id: z.string().min(1),
  availability: z.enum(['available', 'few', 'soldout']),
});

/** A fault of the events call set by a test: an error status, or a 200 whose body no schema accepts. */
type RuntimeFault = { kind: 'fail'; status: number } | { kind: 'invalid' };
let fault: RuntimeFault | undefined;
const failSchema = z.object({ status: z.number().int().min(400).max(599) });

/** Deterministic default per event id, so the demo shows some live changes (about 1 in 8 sold out). */
function defaultAvailability(id: string): EmulatedAvailability {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const draw = (hash % 1000) / 1000;
  return draw < 0.12 ? 'soldout' : draw < 0.3 ? 'few' : 'available';
}

/**
 * MSW handlers of the runtime service (docs/product.md, Outside services: `sites/{site}/basic_events?keys=…`), under
 * `<base>/runtime/`. Answers PascalCase items as the service does. Control calls for tests
 * (answer 204), under `<base>/runtime/_control/`:
 * - POST availability `{ id, availability }`: changes an event live; DELETE availability forgets every
 *   change, or with `?ids=a,b` those events' only (so specs running side by side keep theirs);
 * - POST fail `{ status }`: the events call answers `status` with `{ message }` until reset;
 * - POST invalid: the events call answers 200 with an HTML page, which the answer's schema refuses, until reset;
 * - POST reset: no changes, no faults.
 */
export function runtimeHandlers(base: string) {
  return [
    http.get(`${base}/runtime/sites/:site/basic_events`, ({ request }) => {
      const keys = new URL(request.url).searchParams.get('keys');
      if (!keys) return HttpResponse.json({ message: 'keys is required' }, { status: 400 });
      if (fault?.kind === 'fail')
        return HttpResponse.json(
          { message: 'Tjenesten er utilgjengelig' },
          { status: fault.status },
        );
      if (fault?.kind === 'invalid')
        return HttpResponse.html(
          '<!doctype html><title>Vedlikehold</title><h1>Tjenesten er under vedlikehold</h1>',
        );
      const items = keys
        .split(',')
        .filter(Boolean)
        .map((id) => {
          const availability = overrides.get(id) ?? defaultAvailability(id);
          return {
            Id: id,
            SoldOut: availability === 'soldout',
            FewSeatsLeft: availability === 'few',
            SeatsAvailable: availability === 'soldout' ? 0 : availability === 'few' ? 4 : 80,
          };
        });
      return HttpResponse.json(items);
    }),
    http.post(`${base}/runtime/_control/availability`, async ({ request }) => {
      const body = controlSchema.safeParse(await request.json().catch(() => undefined));
      if (!body.success)
        return HttpResponse.json(
          { message: 'id and availability (available|few|soldout) are required' },
          { status: 400 },
        );
      overrides.set(body.data.id, body.data.availability);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/runtime/_control/availability`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids');
      if (ids) for (const id of ids.split(',')) overrides.delete(id);
      else overrides.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/runtime/_control/fail`, async ({ request }) => {
      const body = failSchema.safeParse(await request.json().catch(() => undefined));
      if (!body.success)
        return HttpResponse.json({ message: 'status (400-599) is required' }, { status: 400 });
      fault = { kind: 'fail', status: body.data.status };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/runtime/_control/invalid`, () => {
      fault = { kind: 'invalid' };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/runtime/_control/reset`, () => {
      overrides.clear();
      fault = undefined;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
