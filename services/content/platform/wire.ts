import { z } from 'zod';

/*
 * Wire shapes of the platform services (docs/product.md, Outside services), PascalCase as the
 * ticketing platform sends them. Private to this folder: the rest of the site sees `Production`,
 * `Event`, `Article` and `PageDefinition`. Objects are not strict: the platform may add fields.
 */

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

/** Descriptive facts; `LengthMinutes` in minutes, `Premiere` an ISO date (yyyy-mm-dd). */
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

/** The production an event belongs to; several events carry the same one (same `Id`). */
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

/** Ticket availability as the platform names it. */
export const availabilityWireSchema = z.enum(['Available', 'FewLeft', 'SoldOut']);

/**
 * One event of `GET sites/{siteId}/events`: `StartTime`/`EndTime` ISO 8601 with offset, prices in
 * kr (NOK), `Tags` the platform's screening tags (see `reshape`).
 */
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

/**
 * One article of `GET site/{siteId}/article`: `Content` is HTML (sanitised at render),
 * `CreatedAt`/`UpdatedAt` ISO 8601 timestamps; the optional `Productions` (page references) and
 * `NewsEndsOn` (ISO 8601 date) name the article's event (docs/content.md, Articles and their events).
 */
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

/** `GET site/{siteId}/block-data`: page-definition id → block id → an object (props, or a block to add or move; read by `block-data.ts`). */
export const blockDataWireSchema = z.record(
  z.string(),
  z.record(z.string(), z.record(z.string(), z.unknown())),
);

/** A list whose entries are checked one by one, so that one bad entry is left out, not the whole answer. */
export const listWireSchema = z.array(z.unknown());

/**
 * The IdP's answer to a client-credentials request (RFC 6749 §4.4.3, §5.1): `expires_in` in
 * seconds; `token_type` must be Bearer (case-insensitive, RFC 6749 §7.1).
 */
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
