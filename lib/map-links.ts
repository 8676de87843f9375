import type { SiteLocation } from './schemas';

/**
 * Map links for a location, with no map script and no request to a third party until the visitor
 * follows one: an OpenStreetMap page with a marker (`mlat`/`mlon`, zoom 17) and a `geo:` URI
 * (RFC 5870) that phones open in their map app.
 */
export function mapLinks({ latitude, longitude }: Pick<SiteLocation, 'latitude' | 'longitude'>): {
  openStreetMap: string;
  geo: string;
} {
  return {
    openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    geo: `geo:${latitude},${longitude}`,
  };
}
