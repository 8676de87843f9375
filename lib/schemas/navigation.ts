import { z } from 'zod';
import { localeSchema } from './common';

/** `path` is a site path or an absolute URL; `order` sorts siblings ascending. */
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
 * `html` is sanitised anyway; an `address` item's `value` only names it for editors; an `open` item's
 * `value` is the id of a hall with opening hours in content/house.json: its name and «Åpent nå».
 */
export const footerItemSchema = z.strictObject({
  type: z.enum(['title', 'text', 'link', 'html', 'address', 'open']),
  value: z.string().min(1),
  order: z.number().int(),
  href: z.string().optional(),
});

export const footerSectionSchema = z.strictObject({
  title: z.string().min(1),
  locale: localeSchema,
  order: z.number().int(),
  items: z.array(footerItemSchema),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type FooterItem = z.infer<typeof footerItemSchema>;
export type FooterSection = z.infer<typeof footerSectionSchema>;
