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
  const [page, { site }] = await Promise.all([pageAt(toPath((await params).path)), siteContent()]);
  return page ? toMetadata(page.meta, site.title) : {};
}

export default async function ContentPage({ params }: Props) {
  return <PageView path={toPath((await params).path)} />;
}
