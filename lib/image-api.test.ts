import { hasImageApi, imageApiUrl, responsiveSources } from './image-api';

const photo = {
  type: 'image' as const,
  url: 'https://images.ctfassets.net/space/id/abc/flygel.jpg',
  alt: 'Flygelet på scenen',
  width: 1600,
  height: 900,
  focalPoint: { x: 0.8, y: 0.2 },
};

describe('image API', () => {
  it('crops a Contentful image to an exact size around the focus area nearest its focal point', () => {
    expect(imageApiUrl(photo, { width: 1200, height: 630, format: 'jpg', quality: 80 })).toBe(
      `${photo.url}?w=1200&h=630&fit=fill&f=top_right&fm=jpg&q=80`,
    );
    expect(imageApiUrl({ url: photo.url }, { width: 100, height: 100 })).toBe(
      `${photo.url}?w=100&h=100&fit=fill&f=center`,
    );
  });

  it('gives a Contentful image WebP renditions up to its own width, and leaves other images as they are', () => {
    const { src, srcSet } = responsiveSources(photo);
    expect(src).toBe(`${photo.url}?w=1600`);
    expect(srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '480w',
      '800w',
      '1200w',
      '1600w',
    ]);
    expect(srcSet).toContain(`${photo.url}?w=800&fm=webp&q=75 800w`);
    const drawing = { ...photo, url: '/images/articles/flygel.svg' };
    expect(hasImageApi(drawing.url)).toBe(false);
    expect(responsiveSources(drawing)).toEqual({ src: drawing.url });
    expect(() => imageApiUrl(drawing, { width: 10 })).toThrow(
      '/images/articles/flygel.svg is not served by an image API',
    );
  });
});
