'use client';

import { TAG_TEXT } from '@/components/shared/format';
import { updateSearch, useHydrated, useSearch } from '@/components/shared/url-state';
import { FILTER_PARAMS, matchesFilter, parseFilter, type ProgramFacets } from './program-facets';

export interface ProgramItem {
  id: string;
  facets: ProgramFacets;
  /** The production's server-rendered card. */
  card: React.ReactNode;
}

interface ProgramFiltersProps {
  blockId: string;
  items: ProgramItem[];
  options: { days: { key: string; label: string }[]; genres: string[]; venues: string[]; tags: string[] };
  /** `Sjanger` for films, `Type` for culture. */
  genreLabel: string;
  /** What the list holds, for the result count: `['film', 'filmer']`. */
  noun: readonly [string, string];
}

/**
 * Programme filters a visitor can combine and share by URL: day, genre or type, venue and
 * screening tags. The server renders every card; in the browser the filters hide the rest and
 * the result count is announced. Without JavaScript the form stays disabled and all cards show.
 */
export function ProgramFilters({ blockId, items, options, genreLabel, noun }: ProgramFiltersProps) {
  const hydrated = useHydrated();
  const filter = parseFilter(useSearch());
  const visible = items.filter((item) => matchesFilter(item.facets, filter));
  const active = Boolean(filter.day || filter.genre || filter.venue || filter.tags.length);
  const set = (name: string) => (event: React.ChangeEvent<HTMLSelectElement>) => updateSearch({ [name]: event.target.value ? [event.target.value] : [] });
  const toggleTag = (tag: string) => updateSearch({ [FILTER_PARAMS.tags]: filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag] });
  const select = (name: string, label: string, value: string | undefined, choices: { value: string; text: string }[], all: string) =>
    choices.length > 1 && (
      <div className="program-filters__field">
        <label htmlFor={`${blockId}-${name}`}>{label}</label>
        <select id={`${blockId}-${name}`} value={value ?? ''} onChange={set(name)}>
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>{choice.text}</option>
          ))}
        </select>
      </div>
    );
  return (
    <>
      <form className="program-filters" aria-label="Filtrer programmet" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={!hydrated}>
          <legend className="visually-hidden">Filtrer programmet</legend>
          {select(FILTER_PARAMS.day, 'Dag', filter.day, options.days.map((day) => ({ value: day.key, text: day.label })), 'Alle dager')}
          {select(FILTER_PARAMS.genre, genreLabel, filter.genre, options.genres.map((genre) => ({ value: genre, text: genre })), 'Alle')}
          {select(FILTER_PARAMS.venue, 'Sted', filter.venue, options.venues.map((venue) => ({ value: venue, text: venue })), 'Alle steder')}
          {options.tags.length > 0 && (
            <fieldset className="program-filters__tags">
              <legend>Visning</legend>
              {options.tags.map((tag) => (
                <label key={tag}>
                  <input type="checkbox" checked={filter.tags.includes(tag)} onChange={() => toggleTag(tag)} /> {TAG_TEXT[tag] ?? tag}
                </label>
              ))}
            </fieldset>
          )}
          {active && (
            <button type="button" className="program-filters__reset" onClick={() => updateSearch({ dag: [], sjanger: [], sted: [], visning: [] })}>
              Nullstill filtre
            </button>
          )}
        </fieldset>
      </form>
      <p className="program-filters__count" role="status">
        {hydrated && active ? `Viser ${visible.length} av ${items.length} ${items.length === 1 ? noun[0] : noun[1]}` : ''}
      </p>
      {visible.length === 0 ? (
        <p>Ingen treff med disse filtrene. Prøv å fjerne et av dem.</p>
      ) : (
        <ul className="program__list">
          {visible.map((item) => (
            <li key={item.id}>{item.card}</li>
          ))}
        </ul>
      )}
    </>
  );
}
