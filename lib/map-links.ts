import type { SiteLocation } from './schemas';

type Place = Pick<SiteLocation, 'name' | 'locality' | 'latitude' | 'longitude'>;

/** Links, not a map script: no request to a third party until the visitor follows one. */
export function mapLinks({ name, locality, latitude, longitude }: Place): {
  openStreetMap: string;
  geo: string;
  appleMaps: string;
  entur: string;
} {
  const label = `${name}, ${locality}`;
  return {
    openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    // `geo:` (RFC 5870) opens the map app on Android; iOS has no handler for it.
    geo: `geo:${latitude},${longitude}`,
    // Apple's Map Links (developer.apple.com, "Map Links", iPhoneURLScheme_Reference): `ll` places the
    // pin, `q` labels it when `ll` is given. iOS and macOS open Maps; other systems the web map.
    appleMaps: `https://maps.apple.com/?ll=${latitude},${longitude}&q=${encodeURIComponent(label)}`,
    // Entur's "Deep Links to the Entur App" (developer.entur.org/pages-deep-links): a travel search to
    // `stopLat`+`stopLon`, from the visitor's own position when no start is given; the Entur app opens
    // it where installed, entur.no otherwise. `stopLabel` names the destination as entur.no's own
    // travel-result links do (the deep-link page documents the coordinates, not the label).
    entur: `https://entur.no/travel-result?stopLat=${latitude}&stopLon=${longitude}&stopLabel=${encodeURIComponent(label)}`,
  };
}
