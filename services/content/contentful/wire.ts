import { z } from 'zod';

// The CDA's shapes after the SDK resolved links from `includes`. Private to this folder.

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

/** `fields` hold the values of the requested locale. */
export const entryWireSchema = z.object({
  sys: z.object({
    type: z.literal('Entry'),
    id: z.string().min(1),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  fields: z.record(z.string(), z.unknown()),
});

export const contentTypeCollectionSchema = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  items: z.array(
    z.object({ sys: z.object({ type: z.literal('ContentType'), id: z.string().min(1) }) }),
  ),
});

export const entryCollectionSchema = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  items: z.array(entryWireSchema),
});

export type EntryWire = z.infer<typeof entryWireSchema>;
export type ImageAssetWire = z.infer<typeof imageAssetWireSchema>;
