/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { production } from '@/tests/fixtures';
import { ProductionCard } from './production-card';
import { SiteImage } from './site-image';

const drawing = {
  type: 'image' as const,
  url: '/images/pages/sal.svg',
  alt: 'Tegning av en tom kinosal',
  width: 1920,
  height: 1080,
};

describe('SiteImage', () => {
  it("gives an image its content's alt text and no srcset when no image API serves it", () => {
    render(<SiteImage asset={drawing} sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Tegning av en tom kinosal' });
    expect(image).toHaveAttribute('src', '/images/pages/sal.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('gives a Contentful image a WebP srcset with the sizes of its slot', () => {
    render(
      <SiteImage
        asset={{ ...drawing, url: 'https://images.ctfassets.net/s/a/b/sal.jpg' }}
        sizes="100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Tegning av en tom kinosal' });
    expect(image.getAttribute('srcset')).toMatch(
      /^https:\/\/images\.ctfassets\.net\/s\/a\/b\/sal\.jpg\?w=480&fm=webp&q=75 480w, .* 1920w$/,
    );
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('leaves a decorative image out of the accessibility tree and says why', () => {
    const { container } = render(<SiteImage asset={drawing} decorative="title in the same link" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute(
      'data-decorative',
      'title in the same link',
    );
  });
});

describe('ProductionCard poster', () => {
  it('names the film when the poster has no alt text of its own', () => {
    const film = production({ title: 'Fjellfilmen', catalogueNumber: 'DXM1234567' });
    render(
      <ProductionCard
        production={{
          ...film,
          assets: [{ type: 'poster', url: '/p.svg', alt: '', width: 600, height: 900 }],
        }}
        showtimes={[]}
        eventsNoun="visninger"
      />,
    );
    expect(screen.getByRole('img', { name: 'Plakat for «Fjellfilmen»' })).toBeInTheDocument();
  });
});

describe('SiteImage priority', () => {
  it('loads a priority image eagerly at high priority and preloads it from the client, inside a picture so that React writes no preload hint for it into the page data', () => {
    const { container } = render(<SiteImage asset={drawing} priority sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Tegning av en tom kinosal' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('href', '/images/pages/sal.svg');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves a lazy image without a picture', () => {
    const { container } = render(<SiteImage asset={drawing} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('picture')).toBeNull();
  });
});
