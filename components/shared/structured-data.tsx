import type { Event, Production, Site } from '@/lib/schemas';
import { cultureJsonLd, movieJsonLd, serializeJsonLd } from '@/lib/structured-data';

interface Props {
  production: Production;
  /** The production's events (showtimes or performances) shown on its page. */
  events: readonly Event[];
  site: Site;
}

/**
 * schema.org JSON-LD for a production page: a Movie with its ScreeningEvents for a film, one
 * Event per date for culture. Nothing for a culture production without dates (an empty graph
 * tells search engines nothing). The JSON is escaped for the script tag (docs/product.md, Quality rules).
 */
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
