import { z } from 'zod';
import { localeSchema } from './common';

/**
 * Menu item (docs/product.md, Entities). `path` is a site path or, for external links, an absolute URL;
 * `parent` is the id of the parent item (nested menus), `order` sorts siblings ascending.
 */
export const menuItemSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string().min(1),
  path: z.string().regex(/^(?:\/|https:\/\/)/, 'must be a site path or an https URL'),
  parent: z.string().nullable(),
  place: z.enum(['header', 'footer']),
  locale: localeSchema,
  order: z.number().int(),
  openInNewWindow: z.boolean(),
});

/**
 * One item of a footer section: a heading, a text, a link, trusted HTML (sanitised anyway) or
 * `address`: the house's address from the site's `location` with map links and the nearest bus
 * stop (its `value` only names the item for editors).
 */
export const footerItemSchema = z.strictObject({
  type: z.enum(['title', 'text', 'link', 'html', 'address']),
  value: z.string().min(1),
  order: z.number().int(),
  href: z.string().optional(),
});

/** Footer section (docs/product.md, Entities). */
export const footerSectionSchema = z.strictObject({
  title: z.string().min(1),
  locale: localeSchema,
  order: z.number().int(),
  items: z.array(footerItemSchema),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type FooterItem = z.infer<typeof footerItemSchema>;
export type FooterSection = z.infer<typeof footerSectionSchema>;
