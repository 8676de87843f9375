import { z } from 'zod';

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

/** Segments may be `:param` patterns. */
export const pathSchema = z
  .string()
  .regex(
    /^\/(?:(?::?[a-z0-9_-]+)(?:\/:?[a-z0-9_-]+)*)?$/,
    'must be a path such as /kinoprogram or /article/:article',
  );

/** The end of film and culture slugs: DXM plus digits, or a short random code. */
export const catalogueNumberSchema = z
  .string()
  .regex(/^(?:DXM\d{5,}|[A-Z0-9]{4,8})$/, 'must be DXM plus digits or a short upper-case code');

/** Fractions of width and height (0 = left/top). */
export const focalPointSchema = z.strictObject({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});

/** They show what a page is about: a screen reader needs their alt text. */
const INFORMATIVE_IMAGE_TYPES: ReadonlySet<string> = new Set(['first_image', 'image']);

// A poster or thumbnail may leave `alt` empty: the site names the film or reuses the article image's alt.
export const imageAssetSchema = z
  .strictObject({
    type: z.enum(['first_image', 'image', 'poster', 'thumbnail']),
    url: z.string().min(1),
    alt: z.string().trim(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    focalPoint: focalPointSchema.optional(),
  })
  .superRefine((asset, context) => {
    if (INFORMATIVE_IMAGE_TYPES.has(asset.type) && asset.alt === '') {
      context.addIssue({
        code: 'custom',
        path: ['alt'],
        message:
          "is empty: a cover or article image needs a text saying what it shows (Contentful: the asset's description)",
      });
    }
  });

export type FocalPoint = z.infer<typeof focalPointSchema>;
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const localeSchema = z.literal('nb');
export type Locale = z.infer<typeof localeSchema>;
