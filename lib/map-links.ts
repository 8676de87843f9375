import type { SiteLocation } from './schemas';

/** Links, not a map script: no request to a third party until the visitor follows one. */
export function mapLinks({ latitude, longitude }: Pick<SiteLocation, 'latitude' | 'longitude'>): {
  openStreetMap: string;
  geo: string;
} {
  return {
    openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    geo: `geo:${latitude},${longitude}`,
  };
}
