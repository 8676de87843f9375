import { z } from 'zod';
import { imageAssetSchema, localeSchema, slugSchema } from './common';

/** Article categories seen in the content (docs/product.md, Entities). */
export const articleCategorySchema = z.enum(['culture', 'article', 'news', 'cinema']);

/**
 * Article (docs/product.md, Entities). `content` is CMS HTML: it is sanitised before it is rendered.
 * `createdAt`/`updatedAt` are epoch milliseconds. `productions` are the page references of the
 * productions the article is about (their dates come from the programme, never from the text);
 * `newsEndsOn` is the last Oslo day (`YYYY-MM-DD`) the article is news (docs/content.md, Articles
 * and their events; lib/article-end.ts).
 */
export const articleSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: slugSchema,
  summary: z.string().optional(),
  content: z.string().min(1),
  image: imageAssetSchema,
  thumbnail: imageAssetSchema.optional(),
  author: z.string().min(1),
  category: articleCategorySchema,
  node_locale: localeSchema,
  createdAt: z.number().int().nonnegative(),
  updatedAt: z.number().int().nonnegative(),
  order: z.number().int(),
  productions: z.array(slugSchema).optional(),
  newsEndsOn: z.iso.date().optional(),
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
