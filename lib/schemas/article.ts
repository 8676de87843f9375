import { z } from 'zod';
import { imageAssetSchema, localeSchema, slugSchema } from './common';

/** Article categories seen in the content (docs/product.md, Entities). */
export const articleCategorySchema = z.enum(['culture', 'article', 'news', 'cinema']);

/**
 * Article (docs/product.md, Entities). `content` is CMS HTML: it is sanitised before it is rendered.
 * `createdAt`/`updatedAt` are epoch milliseconds.
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
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
