'use client';

import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { HEARING_LOOP, TAG_TEXT } from '@/components/shared/format';
import { SHOWING } from '@/components/shared/showing-clock';
import { updateSearch, useHydrated, useSearch } from '@/components/shared/url-state';
import { useShowingClock } from '@/components/shared/use-showing-clock';
import { dayLabel } from '@/lib/time';
import { pageAvailability } from '@/store/events/page-availability';
import {
  byNextEvent,
  filterParams,
  HIDE_SOLD_OUT,
  type LiveAvailabilities,
  filtersShowings,
  liveFacets,
  matchesEvent,
  matchesFilter,
  parseFilter,
  type ProgramFacets,
  type ProgramFilter,
} from './program-facets';

export interface ProgramItem {
  id: string;
  /** The facets of the card's showtimes, one event per showtime the card renders, in its order. */
  facets: ProgramFacets;
  /** The production's server-rendered card. */
  card: React.ReactNode;
}

/** Marks the showtimes `filter` leaves out (`data-showing-excluded`); a card's showtimes are its facet events, index for index. */
function markExcluded(
  list: HTMLElement,
  items: readonly ProgramItem[],
  filter: ProgramFilter,
  live: LiveAvailabilities,
) {
  const on = filtersShowings(filter);
  items.forEach((item, index) => {
    const showings = list.children[index]?.querySelectorAll(`[${SHOWING.start}]`) ?? [];
    showings.forEach((showing, at) => {
      const event = item.facets.events[at];
      const excluded = on && (event === undefined || !matchesEvent(event, filter, live));
      if (showing.hasAttribute(SHOWING.excluded) !== excluded)
        showing.toggleAttribute(SHOWING.excluded, excluded);
    });
  });
}

export interface ProgramFiltersProps {
  blockId: string;
  items: ProgramItem[];
  /** Choices of the filters; `days` are Oslo day keys in date order (the first `dayChoices` coming ones are offered). */
  options: {
    days: string[];
    genres: string[];
    venues: string[];
    tags: string[];
    /** The time-of-day choices (`TIMES_OF_DAY`), from the server so their labels cost no script. */
    times: readonly { value: string; text: string }[];
  };
  dayChoices: number;
  /**
   * The render clock (ISO 8601, lib/render-clock.ts): what the server HTML shows until the
   * visitor's clock takes over, the same as at the build clock.
   */
  renderNow: string;
  /** Keep the cards in the order of their next event by the visitor's clock (the block's `order`). */
  byNextEvent?: boolean;
  /** Shown when no production is left on the programme. */
  emptyText: string;
  /** `Sjanger` for films, `Type` for culture. */
  genreLabel: string;
  /** What the list holds, for the result count: `['film', 'filmer']`. */
  noun: readonly [string, string];
}

/** Programme filters, shared by URL (docs/product.md); without JavaScript all cards show. */
export function ProgramFilters({
  blockId,
  items,
  options,
  dayChoices,
  renderNow,
  byNextEvent: ordered = false,
  emptyText,
  genreLabel,
  noun,
}: ProgramFiltersProps) {
  const hydrated = useHydrated();
  const now = useShowingClock(renderNow);
  const nowIso = new Date(now).toISOString();
  const params = filterParams(blockId);
  const filter = parseFilter(useSearch(), params);
  // The page's live availability, so «Skjul utsolgte» hides what turns sold out after the build.
  const availability = useSyncExternalStore(
    pageAvailability.subscribe,
    pageAvailability.snapshot,
    pageAvailability.snapshot,
  );
  const live = items.flatMap((item) => {
    const facets = liveFacets(item.facets, now);
    return facets ? [{ item, facets }] : [];
  });
  // A production whose first dates are over moves back to its next one.
  const current = ordered ? byNextEvent(live, ({ facets }) => facets.events[0]?.start) : live;
  const liveDays = new Set(
    current.flatMap(({ facets }) => facets.events.map((event) => event.day)),
  );
  const days = options.days.filter((day) => liveDays.has(day)).slice(0, dayChoices);
  const visible = current
    .filter(({ facets }) => matchesFilter(facets, filter, availability))
    .map(({ item }) => item);
  const list = useRef<HTMLUListElement>(null);
  // Before paint, so a card never shows a time the filter leaves out.
  useLayoutEffect(() => {
    if (list.current) markExcluded(list.current, visible, filter, availability);
  });
  const active = Boolean(filter.genre) || filtersShowings(filter);
  const set = (name: string) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    updateSearch({ [name]: event.target.value ? [event.target.value] : [] });
  const toggleTag = (tag: string) =>
    updateSearch({
      [params.tags]: filter.tags.includes(tag)
        ? filter.tags.filter((t) => t !== tag)
        : [...filter.tags, tag],
    });
  const select = (
    name: string,
    label: string,
    value: string | undefined,
    choices: readonly { value: string; text: string }[],
    all: string,
  ) =>
    choices.length > 1 && (
      <div className="program-filters__field">
        <label htmlFor={`${blockId}-${name}`}>{label}</label>
        <select id={`${blockId}-${name}`} value={value ?? ''} onChange={set(name)}>
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <>
      <form
        className="program-filters"
        aria-label="Filtrer programmet"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!hydrated}>
          <legend className="visually-hidden">Filtrer programmet</legend>
          {select(
            params.day,
            'Dag',
            filter.day,
            days.map((day) => ({ value: day, text: dayLabel(day, nowIso) })),
            'Alle dager',
          )}
          {select(params.time, 'Tid', filter.time, options.times, 'Hele dagen')}
          {select(
            params.genre,
            genreLabel,
            filter.genre,
            options.genres.map((genre) => ({ value: genre, text: genre })),
            'Alle',
          )}
          {select(
            params.venue,
            'Sted',
            filter.venue,
            options.venues.map((venue) => ({ value: venue, text: venue })),
            'Alle steder',
          )}
          {options.tags.length > 0 && (
            <fieldset className="program-filters__tags">
              {/* A culture programme offers only the hall's hearing loop, which is no kind of screening. */}
              <legend>
                {options.tags.every((tag) => tag === HEARING_LOOP) ? 'Tilrettelegging' : 'Visning'}
              </legend>
              {options.tags.map((tag) => (
                <label key={tag}>
                  <input
                    type="checkbox"
                    checked={filter.tags.includes(tag)}
                    onChange={() => toggleTag(tag)}
                  />{' '}
                  {TAG_TEXT[tag] ?? tag}
                </label>
              ))}
            </fieldset>
          )}
          {/* Only where there are showings to be sold out (not a list of coming films). */}
          {days.length > 0 && (
            <label className="program-filters__sold-out">
              <input
                type="checkbox"
                checked={Boolean(filter.hideSoldOut)}
                onChange={() =>
                  updateSearch({ [params.soldOut]: filter.hideSoldOut ? [] : [HIDE_SOLD_OUT] })
                }
              />{' '}
              Skjul utsolgte
            </label>
          )}
          {active && (
            <button
              type="button"
              className="program-filters__reset"
              onClick={() =>
                updateSearch(Object.fromEntries(Object.values(params).map((name) => [name, []])))
              }
            >
              Nullstill filtre
            </button>
          )}
        </fieldset>
      </form>
      <p className="program-filters__count" role="status">
        {hydrated && active
          ? `Viser ${visible.length} av ${current.length} ${current.length === 1 ? noun[0] : noun[1]}`
          : ''}
      </p>
      {current.length === 0 ? (
        <p>{emptyText}</p>
      ) : visible.length === 0 ? (
        <p>Ingen treff med disse filtrene. Prøv å fjerne et av dem.</p>
      ) : (
        <ul className="program__list" ref={list}>
          {visible.map((item) => (
            <li key={item.id}>{item.card}</li>
          ))}
        </ul>
      )}
    </>
  );
}
