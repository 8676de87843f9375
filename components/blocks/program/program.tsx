import { ProductionCard } from '@/components/shared/production-card';
import { eventsOf, upcoming } from '@/components/shared/showtimes';
import type { BlockProps } from '../types';

const EMPTY_TEXT = {
  film: 'Ingen filmer på programmet akkurat nå.',
  culture: 'Ingen arrangementer på programmet akkurat nå.',
  upcoming: 'Ingen kommende filmer er kunngjort ennå.',
  overview: 'Ingen filmer å vise.',
  pool: 'Ingen badetider er lagt ut ennå.',
  activity: 'Ingen aktiviteter er lagt ut ennå.',
} as const;

/**
 * Programme: production cards with poster, facts and next showtimes. The page's sources decide
 * which productions (type exclusions are source filters, applied before anything else).
 */
export function Program({ block, context }: BlockProps<'program'>) {
  const { variant, title, limit } = block.props;
  const events = upcoming(block.data.events ?? [], context.now);
  const productions = (block.data.productions ?? []).slice(0, limit);
  const headingId = `${block.id}-title`;
  return (
    <section className={`program program--${variant}`} aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId}>{title}</h2>}
      {productions.length === 0 ? (
        <p>{EMPTY_TEXT[variant]}</p>
      ) : (
        <ul className="program__list">
          {productions.map((production) => (
            <li key={production.id}>
              <ProductionCard
                production={production}
                showtimes={eventsOf(events, production)}
                headingLevel={title ? 'h3' : 'h2'}
                showPremiere={variant === 'upcoming'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
