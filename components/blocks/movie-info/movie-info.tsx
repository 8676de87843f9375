import { ViewItem } from '@/components/analytics/view-item';
import { formatAgeRating, formatLength } from '@/components/shared/format';
import { SafeHtml } from '@/components/shared/safe-html';
import { rentalOf, typeLabelOf } from '@/lib/production-types';
import { formatDate } from '@/lib/time';
import type { BlockProps } from '../types';

/** Medietilsynet's page on age limits, linked from the age rating. */
export const AGE_LIMIT_RULES_URL = 'https://www.medietilsynet.no/film-og-serier/aldersgrenser/';

/** Movie info: the facts and description of a film or culture production; marks the page as a production view for analytics. */
export function MovieInfo({ block, context }: BlockProps<'movieInfo'>) {
  const production = block.data.production;
  if (!production) return null;
  const f = production.features;
  const facts: [string, React.ReactNode][] = [];
  if (f.originalTitle) facts.push(['Originaltittel', f.originalTitle]);
  if (f.ageRating)
    facts.push([
      'Aldersgrense',
      <a key="age" href={AGE_LIMIT_RULES_URL}>
        {formatAgeRating(f.ageRating)}
      </a>,
    ]);
  if (f.lengthMinutes) facts.push(['Lengde', formatLength(f.lengthMinutes)]);
  if (f.genres.length) facts.push(['Sjanger', f.genres.join(', ')]);
  if (f.performer) facts.push(['Medvirkende', f.performer]);
  if (f.director) facts.push(['Regi', f.director]);
  if (f.cast?.length) facts.push(['Skuespillere', f.cast.join(', ')]);
  if (f.distributor) facts.push(['Distributør', f.distributor]);
  if (f.language) facts.push(['Språk', f.language]);
  if (f.subtitles) facts.push(['Tekst', f.subtitles]);
  if (f.premiere) facts.push(['Premiere', formatDate(f.premiere)]);
  if (f.country || f.productionYear)
    facts.push(['Land og år', [f.country, f.productionYear].filter(Boolean).join(', ')]);
  const headingId = `${block.id}-title`;
  return (
    <section className="movie-info" aria-labelledby={headingId}>
      <ViewItem
        item={{
          id: production.id,
          name: production.title,
          brand: context.site.title,
          listName: 'Produksjonsside',
          category: typeLabelOf(context.site, production),
        }}
      />
      <h2 id={headingId}>
        Om{' '}
        {production.object === 'movie'
          ? 'filmen'
          : rentalOf(context.site, production)
            ? 'utleien'
            : 'arrangementet'}
      </h2>
      <SafeHtml html={production.contents.body} />
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {f.trailerUrl && (
        <p>
          <a href={f.trailerUrl} className="button button--secondary">
            Se traileren<span className="visually-hidden"> til {production.title}</span> (YouTube)
          </a>
        </p>
      )}
    </section>
  );
}
