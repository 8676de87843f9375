import { notFound } from 'next/navigation';
import { PageGrid } from '@/components/grid/page-grid';
import { appConfig } from './build-config';
import { buildClock, filmclub, pageAt, siteContent } from './site-data';

/** Renders the page definition that answers `path`, or the 404 page. */
export async function PageView({ path }: { path: string }) {
  const [page, content, now, club] = await Promise.all([
    pageAt(path),
    siteContent(),
    buildClock(),
    filmclub(),
  ]);
  if (!page) notFound();
  return (
    <PageGrid
      page={page}
      context={{
        site: content.site,
        menu: content.menu,
        now,
        filmclub: club,
        runtimeUrl: appConfig().build.runtimeUrl,
        openingHours: content.openingHours,
      }}
    />
  );
}
