import { z } from 'zod';
import { localeSchema } from './common';

/**
 * How a platform type code is shown (the code never reaches a page). `rental` types are hall hours
 * to book, shown "Ledig" / "Opptatt"; `eventsNoun` names the dated events (`forestillinger`).
 */
export const productionTypeSchema = z.strictObject({
  type: z.string().min(1),
  label: z.string().min(1),
  eventsNoun: z
    .string()
    .regex(/^\p{Ll}[\p{Ll} ]*$/u, 'must be a lower-case plural noun, e.g. forestillinger')
    .optional(),
  rental: z
    .strictObject({
      bookingUrl: z.string().regex(/^(?:\/|https:\/\/)/, 'must be a site path or an https URL'),
    })
    .optional(),
});

/** Coordinates WGS 84 in decimal degrees; the walk from the bus stop in minutes. */
export const siteLocationSchema = z.strictObject({
  name: z.string().min(1),
  streetAddress: z.string().min(1),
  postalCode: z.string().regex(/^\d{4}$/, 'must be a Norwegian postal code (four digits)'),
  locality: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  busStop: z.strictObject({ name: z.string().min(1), walkMinutes: z.number().int().positive() }),
});

/** `partnerId` selects the film-club backend (118, 178; any other none); `analyticsTrackingId` empty = off. */
export const siteSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  partnerId: z.number().int(),
  partners: z.array(z.strictObject({ id: z.number().int(), name: z.string().min(1) })),
  published: z.boolean(),
  repository: z.string(),
  stage: z.enum(['production', 'staging', 'development']),
  skeletonVersion: z.string().regex(/^v\d+\.\d+\.\d+$/),
  theme: z.strictObject({
    layout: z.literal('header-footer'),
    search: z.strictObject({ enabled: z.boolean(), submitPath: z.string().startsWith('/') }),
    languageSwitch: z.boolean(),
  }),
  aliases: z.array(z.string()),
  host: z.string().min(1),
  locales: z.strictObject({
    available: z.array(localeSchema).min(1),
    enabled: z.array(localeSchema).min(1),
    default: localeSchema,
  }),
  components: z.array(
    z.strictObject({ name: z.string().min(1), version: z.number().int().min(1).max(8) }),
  ),
  facebookPixelId: z.string(),
  facebookVerificationCode: z.string(),
  analyticsTrackingId: z.string(),
  ticketingUrl: z.url(),
  giftCardUrl: z.url(),
  location: siteLocationSchema,
  /** One entry per production type the content uses; each `type` once. */
  productionTypes: z.array(productionTypeSchema).superRefine((types, ctx) => {
    const seen = new Set<string>();
    types.forEach((entry, index) => {
      if (seen.has(entry.type))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'type'],
          message: `repeats the type '${entry.type}'`,
        });
      seen.add(entry.type);
    });
  }),
});

export type Site = z.infer<typeof siteSchema>;
export type ProductionType = z.infer<typeof productionTypeSchema>;
export type SiteLocation = z.infer<typeof siteLocationSchema>;
