import Link from 'next/link';
import { coverOf, productionHref } from '@/components/shared/production-links';
import { SiteImage } from '@/components/shared/site-image';
import type { BlockProps } from '../types';

/**
 * Slideshow: featured productions as wide slides in a scroll-snapping strip (no autoplay, so
 * nothing moves on its own). Slides carry the class title, e.g. 'På kino nå'.
 */
export function Slideshow({ block }: BlockProps<'slideshow'>) {
  const productions = block.data.productions ?? [];
  if (productions.length === 0) return null;
  const headingId = `${block.id}-title`;
  return (
    <section className="slideshow" aria-labelledby={headingId} aria-roledescription="karusell">
      <h2 id={headingId} className="visually-hidden">{block.props.title ?? block.props.classTitle ?? 'Utvalgte forestillinger'}</h2>
      <ul className="slideshow__track">
        {productions.map((production, index) => {
          const cover = coverOf(production);
          return (
            <li key={production.id} className="slide" aria-roledescription="lysbilde" aria-label={`${index + 1} av ${productions.length}`}>
              {cover && <SiteImage asset={cover} className="slide__image" priority={index === 0} decorative />}
              <div className="slide__text">
                {(production.classTitle ?? block.props.classTitle) && <p className="tag">{production.classTitle ?? block.props.classTitle}</p>}
                <h3 className="slide__title">{production.title}</h3>
                <p className="slide__summary">{production.contents.summary}</p>
                <Link className="button" href={productionHref(production)}>
                  Se spilletider og kjøp billetter<span className="visually-hidden"> til {production.title}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
