import { site } from '@/tests/fixtures';
import { bindMeta, imageUrl } from './meta';

const production = {
  title: 'Fjellet',
  contents: { summary: '<p>Sammendrag</p>' },
  features: { genres: ['Drama', 'Eventyr'] },
  assets: [
    { type: 'poster', url: '/p.svg', alt: 'Plakat', width: 600, height: 900 },
    { type: 'first_image', url: '/c.svg', alt: 'Fjell i solnedgang', width: 1920, height: 1080, focalPoint: { x: 0.25, y: 0.7 } },
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
    const bound = bindMeta(meta, { site, production }, site, 'Film');
    expect(bound.title).toBe('Kulturhuset | Fjellet');
    expect(bound.description).toBe('Sammendrag');
    expect(bound.keywords).toEqual(['Drama', 'Eventyr']);
    expect(bound.facebookVerificationCode).toBe('fbcode');
    expect(bound.image).toEqual({
      url: 'https://www.kulturhuset.no/c.svg?w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.25&fp-y=0.7&auto=compress',
      width: 1920,
      height: 1080,
      alt: 'Fjell i solnedgang',
    });
  });

  it('falls back to "site | page title" when the bound source found nothing', () => {
    const bound = bindMeta(meta, { site, production: undefined }, site, 'Film');
    expect(bound.title).toBe('Kulturhuset | Film');
    expect(bound.description).toBeUndefined();
    expect(bound.image).toBeUndefined();
  });
});

describe('imageUrl', () => {
  it('keeps an existing query and leaves absolute URLs on their host', () => {
    expect(imageUrl({ type: 'image', url: 'https://images.example/a.jpg?v=2', alt: '', width: 10, height: 10 }, { width: 1920, height: 1080 }, 'https://x')).toBe(
      'https://images.example/a.jpg?v=2&w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.5&auto=compress',
    );
  });
});
