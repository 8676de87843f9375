import { z } from 'zod';

/** A URL path segment slug: lower-case ASCII letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

/** A site path: `/` or `/segment[/segment…]`, segments may be `:param` patterns. */
export const pathSchema = z
  .string()
  .regex(
    /^\/(?:(?::?[a-z0-9_-]+)(?:\/:?[a-z0-9_-]+)*)?$/,
    'must be a path such as /kinoprogram or /article/:article',
  );

/** Catalogue number at the end of film and culture slugs (docs/product.md, Pages and routes): DXM plus digits, or a short random code. */
export const catalogueNumberSchema = z
  .string()
  .regex(/^(?:DXM\d{5,}|[A-Z0-9]{4,8})$/, 'must be DXM plus digits or a short upper-case code');

/** Focal point of an image as fractions of its width and height (0 = left/top, 1 = right/bottom). */
export const focalPointSchema = z.strictObject({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});

/** Image types that show what a page is about (covers, an article's image): a screen reader needs their alt text. */
const INFORMATIVE_IMAGE_TYPES: ReadonlySet<string> = new Set(['first_image', 'image']);

/**
 * An image asset (docs/product.md, Entities: Production.assets, Article.image/thumbnail).
 * `width`/`height` are the intrinsic size in px, so pages reserve the space and never shift.
 * `alt` says what the image shows, in Norwegian; covers and article images must have one (a
 * missing one is a content problem naming the field, never a silent `alt=""`). A poster or
 * thumbnail may leave it empty: the site then names the film (`Plakat for «…»`) or reuses the
 * article image's alt.
 */
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

/** The only locale of the site (docs/product.md, What the site is). */
export const localeSchema = z.literal('nb');
export type Locale = z.infer<typeof localeSchema>;
