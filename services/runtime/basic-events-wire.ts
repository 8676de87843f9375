import '@/lib/zod-jitless';
import * as z from 'zod/mini';

/**
 * Wire shape of the runtime service's `basic_events` answer (stays in services/runtime). Written
 * with `zod/mini`, since it runs in the browser, and loaded with axios on the first call
 * (basic-events.ts), so neither is among the scripts a page references at load.
 */
export const basicEventSchema = z.object({
  Id: z.string().check(z.minLength(1)),
  SoldOut: z.boolean(),
  FewSeatsLeft: z.boolean(),
  SeatsAvailable: z.optional(z.int().check(z.nonnegative())),
});
export const basicEventsSchema = z.array(basicEventSchema);

export type BasicEvent = z.infer<typeof basicEventSchema>;
export type BasicEventsSchema = typeof basicEventsSchema;
