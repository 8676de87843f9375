import { site } from '@/tests/fixtures';
import { bindMeta } from './meta';

const production = {
  title: 'Fjellet',
  contents: { summary: '<p>Sammendrag</p>' },
  features: { genres: ['Drama', 'Eventyr'] },
  assets: [
    { type: 'poster', url: '/p.svg', alt: 'Plakat', width: 600, height: 900 },
    {
      type: 'first_image',
      url: '/c.svg',
      alt: 'Fjell i solnedgang',
      width: 1920,
      height: 1080,
      focalPoint: { x: 0.25, y: 0.7 },
    },
  ],
};
const meta = {
  title: { expression: '{{site.title}} | {{production.title}}', source: 'production' },
  description: { expression: '{{production.contents.summary | text}}', source: 'production' },
  keywords: { expression: '{{production.features.genres | join:","}}' },
  image: { expression: '{{production.assets}}', source: 'production' },
  facebookVerificationCode: { expression: '{{site.facebookVerificationCode}}' },
};

describe('bindMeta', () => {
  it('binds title, description, keywords, image and the Facebook verification code', () => {
    const bound = bindMeta(meta, { site, production }, site, 'Film', { path: '/fjellet-dxm1' });
    expect(bound.title).toBe('Kulturhuset | Fjellet');
    expect(bound.description).toBe('Sammendrag');
    expect(bound.keywords).toEqual(['Drama', 'Eventyr']);
    expect(bound.facebookVerificationCode).toBe('fbcode');
    expect(bound.image).toEqual({
      url: 'https://www.kulturhuset.no/og/fjellet-dxm1.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Fjellet – Kulturhuset. Fjell i solnedgang',
      drawing: { title: 'Fjellet', background: production.assets[1] },
    });
  });

  it('falls back to "site | page title" and a share image of the title alone when the bound source found nothing', () => {
    const bound = bindMeta(meta, { site, production: undefined }, site, 'Film', { path: '/film' });
    expect(bound.title).toBe('Kulturhuset | Film');
    expect(bound.description).toBeUndefined();
    expect(bound.image).toMatchObject({
      url: 'https://www.kulturhuset.no/og/film.jpg',
      alt: 'Film – Kulturhuset',
      drawing: { title: 'Film' },
    });
    expect(bound.image.drawing?.background).toBeUndefined();
  });

  it("shares the page's cover image when the meta binds no image", () => {
    const cover = {
      type: 'image' as const,
      url: '/images/pages/sal.svg',
      alt: 'Tom kinosal',
      width: 1920,
      height: 1080,
    };
    const bound = bindMeta(
      { title: { expression: 'Sal 1 | {{site.title}}' } },
      { site },
      site,
      'Sal 1',
      { path: '/sal', coverImage: cover },
    );
    expect(bound.image).toMatchObject({
      alt: 'Sal 1 – Kulturhuset. Tom kinosal',
      drawing: { title: 'Sal 1', background: cover },
    });
  });

  it("uses the image API's own 1200×630 JPEG for a Contentful image, with nothing for the build to draw", () => {
    const article = {
      image: {
        type: 'image',
        url: 'https://images.ctfassets.net/sp/a/b/foto.jpg',
        alt: 'Flygelet',
        width: 4000,
        height: 3000,
        focalPoint: { x: 0.5, y: 0.1 },
      },
    };
    const bound = bindMeta(
      {
        title: { expression: 'Flygel' },
        image: { expression: '{{article.image}}', source: 'article' },
      },
      { site, article },
      site,
      'Artikkel',
      { path: '/article/flygel' },
    );
    expect(bound.image).toEqual({
      url: 'https://images.ctfassets.net/sp/a/b/foto.jpg?w=1200&h=630&fit=fill&f=top&fm=jpg&q=80',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Flygelet',
    });
  });
});
