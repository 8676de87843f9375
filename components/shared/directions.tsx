import { mapLinks } from '@/lib/map-links';
import type { SiteLocation } from '@/lib/schemas';

/** How to find the house, as plain links: nothing loads from a third party before the visitor chooses. */
export function Directions({ location }: { location: SiteLocation }) {
  const links = mapLinks(location);
  return (
    <address className="directions">
      {location.name}
      <br />
      <a href={links.openStreetMap}>
        {location.streetAddress}, {location.postalCode} {location.locality}
        <span className="visually-hidden"> (kart hos OpenStreetMap)</span>
      </a>
      <br />
      <a href={links.geo}>Åpne i kartappen</a>
      <br />
      <a href={links.appleMaps}>Åpne i Apple Kart</a>
      <br />
      Nærmeste bussholdeplass: {location.busStop.name}, {location.busStop.walkMinutes} minutter å gå
      <br />
      <a href={links.entur}>Reiseplanlegger hos Entur</a>
    </address>
  );
}
