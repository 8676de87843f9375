import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';
import { siteContent } from './_site/site-data';

// Metadata routes must be static under `output: 'export'`.
export const dynamic = 'force-static';

/** robots.txt: every crawler may read every page; points to the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { site } = await siteContent();
  return { rules: { userAgent: '*', allow: '/' }, sitemap: siteUrl(site, '/sitemap.xml') };
}
