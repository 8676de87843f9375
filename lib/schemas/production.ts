import { z } from 'zod';
import { catalogueNumberSchema, imageAssetSchema, slugSchema } from './common';

/** Norwegian age ratings (Medietilsynet): A = for all, then 6, 9, 12, 15, 18. */
export const ageRatingSchema = z.enum(['A', '6', '9', '12', '15', '18']);

/** Descriptive facts of a production; film fields are optional for culture productions. */
export const featuresSchema = z.strictObject({
  ageRating: ageRatingSchema.optional(),
  lengthMinutes: z.number().int().positive().optional(),
  genres: z.array(z.string().min(1)),
  originalTitle: z.string().optional(),
  director: z.string().optional(),
  cast: z.array(z.string()).optional(),
  distributor: z.string().optional(),
  language: z.string().optional(),
  subtitles: z.string().optional(),
  premiere: z.iso.date().optional(),
  trailerUrl: z.url().optional(),
  productionYear: z.number().int().optional(),
  country: z.string().optional(),
  performer: z.string().optional(),
});

/**
 * Production (docs/product.md, Entities): a film (`object: 'movie'`) or a culture production.
 * `pageReference` is the slug of the page that shows it; events link to it through
 * `production.pageReference`. Films are looked up by `parentSlug` (docs/product.md, Pages and routes).
 * Slugs end in the catalogue number (docs/product.md, Redirects, titles and slugs).
 */
export const productionSchema = z
  .strictObject({
    id: z.string().min(1),
    object: z.enum(['movie', 'culture']),
    objectClass: z.enum(['movie', 'movie_coming']).optional(),
    typeText: z.string().min(1),
    catalogueNumber: catalogueNumberSchema,
    ediNumber: z
      .string()
      .regex(/^\d{4,10}$/, 'must be digits')
      .optional(),
    pageReference: slugSchema,
    parentSlug: slugSchema.optional(),
    classTitle: z.string().optional(),
    title: z.string().min(1),
    features: featuresSchema,
    contents: z.strictObject({ summary: z.string().min(1), body: z.string().min(1) }),
    assets: z.array(imageAssetSchema).min(1),
  })
  .superRefine((production, ctx) => {
    const suffix = production.catalogueNumber.toLowerCase();
    if (!production.pageReference.endsWith(`-${suffix}`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pageReference'],
        message: `must end in the catalogue number -${suffix}`,
      });
    }
    if (production.object === 'movie' && !production.parentSlug) {
      ctx.addIssue({ code: 'custom', path: ['parentSlug'], message: 'is required for films' });
    }
  });

export type Production = z.infer<typeof productionSchema>;
export type AgeRating = z.infer<typeof ageRatingSchema>;
