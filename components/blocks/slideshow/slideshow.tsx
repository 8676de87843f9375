import { coverOf, productionHref } from '@/components/shared/production-links';
import { SiteImage } from '@/components/shared/site-image';
import type { BlockProps } from '../types';
import { SlideshowLoader } from './slideshow-loader.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** The most slides a slideshow shows (docs/product.md, Programme at scale): 10,000 productions made 1 MB. */
export const MAX_SLIDES = 10;

export function Slideshow({ block }: BlockProps<'slideshow'>) {
  const productions = (block.data.productions ?? []).slice(0, MAX_SLIDES);
  if (productions.length === 0) return null;
  const headingId = `${block.id}-title`;
  const label = block.props.title ?? block.props.classTitle ?? 'Utvalgte forestillinger';
  return (
    <section className="slideshow" aria-labelledby={headingId} aria-roledescription="karusell">
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <IslandBoundary name="slideshow">
        <SlideshowLoader
          label={label}
          slides={productions.map((production, index) => {
            const cover = coverOf(production);
            const classTitle = production.classTitle ?? block.props.classTitle;
            return {
              id: production.id,
              content: (
                <>
                  {cover && (
                    <SiteImage
                      asset={cover}
                      className="slide__image"
                      priority={index === 0}
                      sizes="100vw"
                    />
                  )}
                  <div className="slide__text">
                    {classTitle && <p className="tag">{classTitle}</p>}
                    <h3 className="slide__title">{production.title}</h3>
                    <p className="slide__summary">{production.contents.summary}</p>
                    <a className="button" href={productionHref(production)}>
                      Se spilletider og kjøp billetter
                      <span className="visually-hidden"> til {production.title}</span>
                    </a>
                  </div>
                </>
              ),
            };
          })}
        />
      </IslandBoundary>
    </section>
  );
}
