import { ProgramFiltersLoader } from './program-filters-loader.client';
import { byNextEvent, facetsOf, filterOptions } from './program-facets';
import { MAX_CARD_SHOWTIMES, ProductionCard } from '@/components/shared/production-card';
import {
  eventsByProduction,
  eventsOf,
  showingsRenderClock,
  upcoming,
} from '@/components/shared/showtimes';
import { eventsNounOf, rentalOf, typeLabelOf } from '@/lib/production-types';
import type { BlockProps } from '../types';
import { ShowingClockScript } from '@/components/shared/showing-clock-script';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

const EMPTY_TEXT = {
  film: 'Ingen filmer på programmet akkurat nå.',
  culture: 'Ingen arrangementer på programmet akkurat nå.',
  upcoming: 'Ingen kommende filmer er kunngjort ennå.',
  overview: 'Ingen filmer å vise.',
  pool: 'Ingen badetider er lagt ut ennå.',
  activity: 'Ingen aktiviteter er lagt ut ennå.',
} as const;

/** How many coming days the day filter offers. */
const DAY_CHOICES = 14;

const FILM_VARIANTS = new Set(['film', 'upcoming', 'overview']);

/** The most cards one programme block renders: about 9 KB each; 10,000 productions were a 90 MB page. */
export const MAX_PROGRAM_CARDS = 100;

/** Programme: production cards with filters a visitor can share by URL (docs/product.md, Programme order). */
export function Program({ block, context }: BlockProps<'program'>) {
  const { variant, title, limit, order = 'source' } = block.props;
  const events = eventsByProduction(upcoming(block.data.events ?? [], context.now));
  const all = block.data.productions ?? [];
  const ordered =
    order === 'next-event'
      ? byNextEvent(all, (production) => eventsOf(events, production)[0]?.startTime)
      : all;
  const chosen = ordered.slice(0, limit);
  const productions = chosen.slice(0, MAX_PROGRAM_CARDS);
  const film = FILM_VARIANTS.has(variant);
  const noun = film ? (['film', 'filmer'] as const) : (['arrangement', 'arrangementer'] as const);
  const items = productions.map((production) => {
    // The card's times and the filters' facets are the same list, index for index
    // (program-filters.client.tsx hides the times a filter leaves out by their index).
    const own = eventsOf(events, production).slice(0, MAX_CARD_SHOWTIMES);
    const typeLabel = typeLabelOf(context.site, production);
    return {
      id: production.id,
      facets: facetsOf(production, own, typeLabel),
      card: (
        <ProductionCard
          production={production}
          showtimes={own}
          typeTag={rentalOf(context.site, production) && typeLabel}
          eventsNoun={eventsNounOf(context.site, production)}
          headingLevel={title ? 'h3' : 'h2'}
          showPremiere={variant === 'upcoming'}
          rental={Boolean(rentalOf(context.site, production))}
        />
      ),
    };
  });
  const options = filterOptions(items.map((item) => item.facets));
  const headingId = `${block.id}-title`;
  return (
    <section
      className={`program program--${variant}`}
      aria-labelledby={title ? headingId : undefined}
    >
      <ShowingClockScript />
      {title && <h2 id={headingId}>{title}</h2>}
      {items.length === 0 ? (
        <p>{EMPTY_TEXT[variant]}</p>
      ) : (
        <IslandBoundary name="program-filters">
          <ProgramFiltersLoader
            blockId={block.id}
            items={items}
            options={options}
            dayChoices={DAY_CHOICES}
            renderNow={showingsRenderClock(
              context.now,
              items.flatMap((item) => item.facets.events.map((event) => event.start)),
            )}
            byNextEvent={order === 'next-event'}
            emptyText={EMPTY_TEXT[variant]}
            genreLabel={film ? 'Sjanger' : 'Type'}
            noun={noun}
          />
        </IslandBoundary>
      )}
      {chosen.length > productions.length && (
        <p className="program__more">
          Programmet har {chosen.length.toLocaleString('nb-NO')} {noun[1]}, og her vises de{' '}
          {productions.length.toLocaleString('nb-NO')} første.
          {context.site.theme.search.enabled && (
            <>
              {' '}
              <a href={context.site.theme.search.submitPath}>Søk i programmet</a> for å finne de
              andre.
            </>
          )}
        </p>
      )}
    </section>
  );
}
