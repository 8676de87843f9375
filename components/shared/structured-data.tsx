import type { Event, Production, Site } from '@/lib/schemas';
import { cultureJsonLd, movieJsonLd, serializeJsonLd } from '@/lib/structured-data';

interface Props {
  production: Production;
  /** The production's events (showtimes or performances) shown on its page. */
  events: readonly Event[];
  site: Site;
}

/** schema.org JSON-LD for a production page, escaped for the script tag; none for undated culture. */
export function StructuredData({ production, events, site }: Props) {
  const doc =
    production.object === 'movie'
      ? movieJsonLd(production, events, site)
      : cultureJsonLd(production, events, site);
  if (doc['@graph'].length === 0) return null;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }} />
  );
}
