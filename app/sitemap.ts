import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';
import { siteContent, sitemapPages } from './_site/site-data';

// Metadata routes must be static under `output: 'export'`.
export const dynamic = 'force-static';

/** sitemap.xml: every pre-rendered page at its absolute URL; article pages with their last update. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ site }, pages] = await Promise.all([siteContent(), sitemapPages()]);
  return pages.map(({ path, lastModified }) => ({
    url: siteUrl(site, path),
    lastModified,
  }));
}
