import { z } from 'zod';
import { imageAssetSchema, localeSchema, slugSchema } from './common';

export const articleCategorySchema = z.enum(['culture', 'article', 'news', 'cinema']);

/**
 * `content` is CMS HTML, sanitised at render; timestamps in epoch ms. `productions` are page
 * references; `newsEndsOn` the last Oslo day the article is news.
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
