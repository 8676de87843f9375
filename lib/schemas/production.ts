import { z } from 'zod';
import { catalogueNumberSchema, imageAssetSchema, slugSchema } from './common';

/** Medietilsynet's; A = for all. */
export const ageRatingSchema = z.enum(['A', '6', '9', '12', '15', '18']);

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

/** `pageReference` is the slug of its page, ending in the catalogue number; events link to it. */
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
