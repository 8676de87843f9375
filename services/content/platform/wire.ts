import { z } from 'zod';

// Private to this folder. Objects are not strict: the platform may add fields.

/** One site of `GET sites`; only `Id` is needed (it scopes every other call). */
export const siteWireSchema = z.object({
  Id: z.string().min(1),
  Title: z.string(),
  Host: z.string(),
  PartnerId: z.number().int(),
});

/** An image: `Url` absolute or site-relative, `Width`/`Height` in px, `FocalPoint` as fractions 0..1. */
const assetWireSchema = z.object({
  Type: z.string().min(1),
  Url: z.string().min(1),
  Alt: z.string(),
  Width: z.number(),
  Height: z.number(),
  FocalPoint: z.object({ X: z.number(), Y: z.number() }).optional(),
});

const featuresWireSchema = z.object({
  AgeRating: z.string().optional(),
  LengthMinutes: z.number().optional(),
  Genres: z.array(z.string()).default([]),
  OriginalTitle: z.string().optional(),
  Director: z.string().optional(),
  Cast: z.array(z.string()).optional(),
  Distributor: z.string().optional(),
  Language: z.string().optional(),
  Subtitles: z.string().optional(),
  Premiere: z.string().optional(),
  TrailerUrl: z.string().optional(),
  ProductionYear: z.number().optional(),
  Country: z.string().optional(),
  Performer: z.string().optional(),
});

export const productionWireSchema = z.object({
  Id: z.string().min(1),
  Object: z.enum(['movie', 'culture']),
  ObjectClass: z.enum(['movie', 'movie_coming']).optional(),
  TypeText: z.string(),
  CatalogueNumber: z.string(),
  EdiNumber: z.string().optional(),
  PageReference: z.string(),
  ParentSlug: z.string().optional(),
  ClassTitle: z.string().optional(),
  Title: z.string(),
  Features: featuresWireSchema,
  Contents: z.object({ Summary: z.string(), Body: z.string() }),
  Assets: z.array(assetWireSchema),
});

export const availabilityWireSchema = z.enum(['Available', 'FewLeft', 'SoldOut']);

/** `GET sites/{siteId}/events`: times ISO 8601 with offset, prices in kr. */
export const eventWireSchema = z.object({
  Id: z.string().min(1),
  StartTime: z.string(),
  EndTime: z.string().optional(),
  Location: z.object({ Name: z.string(), Venue: z.string() }),
  Prices: z.array(z.object({ Label: z.string(), AmountKr: z.number() })),
  Availability: availabilityWireSchema,
  TicketUrl: z.string(),
  Format: z.string().optional(),
  Tags: z.array(z.string()).default([]),
  Production: productionWireSchema,
});

/** `GET site/{siteId}/article`: `Content` is HTML, sanitised at render. */
export const articleWireSchema = z.object({
  Id: z.string().min(1),
  Title: z.string(),
  Slug: z.string(),
  Summary: z.string().optional(),
  Content: z.string(),
  Image: assetWireSchema,
  Thumbnail: assetWireSchema.optional(),
  Author: z.string(),
  Category: z.string(),
  CreatedAt: z.iso.datetime({ offset: true }),
  UpdatedAt: z.iso.datetime({ offset: true }),
  Order: z.number().int().default(0),
  Productions: z.array(z.string()).optional(),
  NewsEndsOn: z.string().optional(),
});

/** `GET site/{siteId}/block-data`: page-definition id → block id → props, or a block to add or move. */
export const blockDataWireSchema = z.record(
  z.string(),
  z.record(z.string(), z.record(z.string(), z.unknown())),
);

/** A list whose entries are checked one by one, so that one bad entry is left out, not the whole answer. */
export const listWireSchema = z.array(z.unknown());

/** The IdP's client-credentials answer (RFC 6749 §5.1): `expires_in` in seconds. */
export const tokenWireSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  token_type: z.string().regex(/^bearer$/i, 'must be Bearer'),
});

export type SiteWire = z.infer<typeof siteWireSchema>;
export type ProductionWire = z.infer<typeof productionWireSchema>;
export type EventWire = z.infer<typeof eventWireSchema>;
export type ArticleWire = z.infer<typeof articleWireSchema>;
export type AssetWire = z.infer<typeof assetWireSchema>;
export type BlockData = z.infer<typeof blockDataWireSchema>;
export type TokenWire = z.infer<typeof tokenWireSchema>;
