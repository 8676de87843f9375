import { notFound } from 'next/navigation';
import { PageGrid } from '@/components/grid/page-grid';
import { filmclubConfig, readEnv } from '@/lib/env';
import { buildClock, pageAt, siteContent } from './site-data';

/** Renders the page definition that answers `path`, or the 404 page. */
export async function PageView({ path }: { path: string }) {
  const [page, content, now] = await Promise.all([pageAt(path), siteContent(), buildClock()]);
  if (!page) notFound();
  return <PageGrid page={page} context={{ site: content.site, menu: content.menu, now, filmclub: filmclubConfig(readEnv(), content.site.partnerId) }} />;
}
