import { z } from 'zod';

/*
 * Wire shapes of the Contentful Delivery API (CDA), as the `contentful` SDK hands them over after
 * it resolved links from `includes`. Private to this folder: the rest of the site sees `Article`.
 * Source: https://www.contentful.com/developers/docs/references/content-delivery-api/
 */

/** A link the SDK could not resolve (target missing from `includes`, unpublished or deleted). */
export const linkSchema = z.object({
  sys: z.object({ type: z.literal('Link'), linkType: z.string(), id: z.string() }),
});

/** A resolved image Asset: `file.url` is protocol-relative (`//images.ctfassets.net/…`), sizes in px. */
export const imageAssetWireSchema = z.object({
  sys: z.object({ type: z.literal('Asset'), id: z.string() }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.object(
      {
        url: z.string().min(1),
        details: z.object(
          { image: z.object({ width: z.number(), height: z.number() }) },
          { error: 'is not an image (no `file.details.image`)' },
        ),
      },
      { error: 'has no file for the locale' },
    ),
  }),
});

/** One entry: `sys` timestamps are ISO 8601; `fields` hold the values of the requested locale. */
export const entryWireSchema = z.object({
  sys: z.object({
    type: z.literal('Entry'),
    id: z.string().min(1),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  fields: z.record(z.string(), z.unknown()),
});

/** One page of `GET /spaces/{space}/environments/{env}/content_types`: only the ids matter here. */
export const contentTypeCollectionSchema = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  items: z.array(
    z.object({ sys: z.object({ type: z.literal('ContentType'), id: z.string().min(1) }) }),
  ),
});

/** One page of `GET /spaces/{space}/environments/{env}/entries` (`limit` at most 1000). */
export const entryCollectionSchema = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  items: z.array(entryWireSchema),
});

export type EntryWire = z.infer<typeof entryWireSchema>;
export type ImageAssetWire = z.infer<typeof imageAssetWireSchema>;
