import { eventCalendarFile } from '@/lib/calendar';
import { eventsWithProductions, eventWithProduction, siteContent } from '../../_site/site-data';

interface Context {
  params: Promise<{ event: string }>;
}

// Exported at build time as one file per event: out/kalender/<event id>.ics.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ event: string }[]> {
  return (await eventsWithProductions()).map(({ event }) => ({ event: `${event.id}.ics` }));
}

/** "Legg i kalender": the iCalendar file of one event. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = (await params).event.replace(/\.ics$/, '');
  const [entry, { site }] = await Promise.all([eventWithProduction(id), siteContent()]);
  if (!entry) return new Response('Not found', { status: 404 });
  return new Response(eventCalendarFile(entry.event, entry.production, site), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
