import { z } from 'zod';
import { pathSchema } from './common';

/** Old path → new path or absolute URL, answered with 301/308. */
export const redirectSchema = z.strictObject({
  from: pathSchema,
  to: z.string().regex(/^(?:\/|https:\/\/)/, 'must be a site path or an https URL'),
  status: z.union([z.literal(301), z.literal(308)]).default(308),
});
export const redirectsSchema = z.array(redirectSchema);

export type Redirect = z.infer<typeof redirectSchema>;
