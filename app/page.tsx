import type { Metadata } from 'next';
import { PageView } from './_site/page-view';
import { pageAt, siteContent, toMetadata } from './_site/site-data';

export async function generateMetadata(): Promise<Metadata> {
  const [page, { site }] = await Promise.all([pageAt('/'), siteContent()]);
  return page ? toMetadata(page.meta, site.title) : {};
}

export default function FrontPage() {
  return <PageView path="/" />;
}
