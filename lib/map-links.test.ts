import { mapLinks } from './map-links';

const place = { name: 'Kulturhuset', locality: 'Gran', latitude: 60.3583, longitude: 10.5617 };

describe('map links', () => {
  it('open the house in OpenStreetMap, the Android map app, Apple Maps and Entur, all from the one location', () => {
    expect(mapLinks(place)).toEqual({
      openStreetMap:
        'https://www.openstreetmap.org/?mlat=60.3583&mlon=10.5617#map=17/60.3583/10.5617',
      geo: 'geo:60.3583,10.5617',
      appleMaps: 'https://maps.apple.com/?ll=60.3583,10.5617&q=Kulturhuset%2C%20Gran',
      entur:
        'https://entur.no/travel-result?stopLat=60.3583&stopLon=10.5617&stopLabel=Kulturhuset%2C%20Gran',
    });
  });

  it('encode a name that would end the query (&, #, æøå)', () => {
    const links = mapLinks({ ...place, name: 'Kino & Scene #1', locality: 'Ål' });
    expect(new URL(links.appleMaps).searchParams.get('q')).toBe('Kino & Scene #1, Ål');
    expect(new URL(links.entur).searchParams.get('stopLabel')).toBe('Kino & Scene #1, Ål');
    expect(new URL(links.entur).searchParams.get('stopLat')).toBe('60.3583');
  });
});
