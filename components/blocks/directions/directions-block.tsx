import { Directions } from '@/components/shared/directions';
import { mapLinks } from '@/lib/map-links';
import { placeJsonLd, serializeJsonLd } from '@/lib/structured-data';
import type { BlockProps } from '../types';

/** Directions: the house's address with map links and the nearest bus stop, and its `Place` JSON-LD with `geo`. */
export function DirectionsBlock({ block, context }: BlockProps<'directions'>) {
  const headingId = `${block.id}-title`;
  const place = placeJsonLd(context.site, mapLinks(context.site.location).openStreetMap);
  return (
    <section className="directions-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title}</h2>
      <Directions location={context.site.location} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(place) }}
      />
    </section>
  );
}
