import type { Metadata } from 'next';
import { PageView } from '../_site/page-view';
import { pageAt, pathParams, siteContent, toMetadata } from '../_site/site-data';

interface Props {
  params: Promise<{ path: string[] }>;
}

const toPath = (segments: string[]) => `/${segments.map(decodeURIComponent).join('/')}`;

export const dynamicParams = false;
export const generateStaticParams = pathParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = toPath((await params).path);
  const [page, { site }] = await Promise.all([pageAt(path), siteContent()]);
  // The canonical link is the URL «Del» shares (docs/browser.md, Share), absolute by the layout's metadataBase.
  return page ? { ...toMetadata(page.meta, site.title), alternates: { canonical: path } } : {};
}

export default async function ContentPage({ params }: Props) {
  return <PageView path={toPath((await params).path)} />;
}
