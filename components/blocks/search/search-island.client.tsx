'use client';

import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { updateSearch, useHydrated, useSearch } from '@/components/shared/url-state';
import { formatClock, formatDayLong } from '@/lib/time';
import { countResults, resultCountText } from './search-results';
import type { SearchAnswer, SiteSearch } from './site-search';

export interface SearchIslandProps {
  blockId: string;
  label: string;
  /** The search page's path; the form submits `q` there when JavaScript is off. */
  action: string;
  /** Paths of the pages offered when a search finds nothing, titled as the index holds them. */
  mainPages: readonly string[];
}

type EngineState = { status: 'idle' | 'failed' } | { status: 'ready'; engine: SiteSearch };

function statusText(query: string, engine: EngineState, answer: SearchAnswer): string {
  const { groups, total } = answer;
  if (!query.trim()) return '';
  if (engine.status === 'failed')
    return 'Søket er ikke tilgjengelig akkurat nå. Prøv igjen senere.';
  if (engine.status !== 'ready') return 'Søker …';
  const count = countResults(groups);
  if (count === 0)
    return `Ingen treff for «${query.trim()}».${answer.suggestions.length > 0 ? '' : ' Prøv et annet ord eller en annen skrivemåte.'}`;
  return resultCountText(count, total, query);
}

/**
 * The search field and results. A search's first keystroke adds a history entry, later ones
 * replace it, so Back steps between searches; the index loads only on focus or with a query.
 */
export function SearchIsland({ blockId, label, action, mainPages }: SearchIslandProps) {
  const hydrated = useHydrated();
  const query = useSearch().get('q') ?? '';
  const [engine, setEngine] = useState<EngineState>({ status: 'idle' });
  const pushNext = useRef(true);
  const field = useRef<HTMLInputElement>(null);
  const inputId = `${blockId}-q`;

  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./site-search')
      .then((module) => module.loadSiteSearch())
      .then(
        (loaded) => setEngine({ status: 'ready', engine: loaded }),
        () => setEngine({ status: 'failed' }),
      );
  }, []);

  useEffect(() => {
    if (query.trim()) load();
  }, [query, load]);

  useEffect(() => {
    // Back/Forward lands on another query: the next keystroke starts a new history entry.
    const onPopState = () => {
      pushNext.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const answer = useMemo(
    () =>
      engine.status === 'ready'
        ? engine.engine.search(query)
        : { groups: [], total: 0, suggestions: [] },
    [engine, query],
  );
  const { groups, suggestions } = answer;
  const status = hydrated ? statusText(query, engine, answer) : '';
  // Nothing found: the main pages, so the visitor is never left at a dead end.
  const pages =
    engine.status === 'ready' && query.trim() && groups.length === 0
      ? engine.engine.pages(mainPages)
      : [];

  // A suggestion is a search like a typed one: its own history entry, the field keeps the focus.
  const runSuggestion = (event: React.MouseEvent<HTMLAnchorElement>, suggestion: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    updateSearch({ q: [suggestion] }, { push: true });
    pushNext.current = true;
    field.current?.focus();
  };

  const onInput = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    updateSearch({ q: value ? [value] : [] }, { push: pushNext.current });
    pushNext.current = false;
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (engine.status === 'failed') return;
    event.preventDefault();
    pushNext.current = true;
    load();
  };

  return (
    <div className="site-search">
      <form
        role="search"
        action={action}
        method="get"
        className="search-form search-form--large"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId}>{label}</label>
        <div className="search-form__row">
          <input
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${blockId}-status`}
            ref={field}
            value={query}
            onChange={onInput}
            onFocus={load}
          />
          <button type="submit">Søk</button>
        </div>
      </form>
      <noscript>
        <p>
          Søket trenger JavaScript. Alt som skjer finner du i{' '}
          <a href="/kinoprogram">kinoprogrammet</a> og <a href="/kulturprogram">kulturprogrammet</a>
          .
        </p>
      </noscript>
      <p id={`${blockId}-status`} className="site-search__status" role="status">
        {status}
        {hydrated && suggestions.length > 0 && (
          <>
            {' Mente du: '}
            {suggestions.map((suggestion, index) => (
              <Fragment key={suggestion}>
                {index > 0 && (index === suggestions.length - 1 ? ' eller ' : ', ')}
                <a
                  href={`${action}?q=${encodeURIComponent(suggestion)}`}
                  onClick={(event) => runSuggestion(event, suggestion)}
                >
                  {suggestion}
                </a>
              </Fragment>
            ))}
            ?
          </>
        )}
      </p>
      {pages.length > 0 && (
        <section className="site-search__group" aria-labelledby={`${blockId}-pages`}>
          <h2 id={`${blockId}-pages`}>Snarveier</h2>
          <ul className="site-search__pages">
            {pages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {groups.map((group) => (
        <section
          key={group.kind}
          className="site-search__group"
          aria-labelledby={`${blockId}-${group.kind}`}
        >
          <h2 id={`${blockId}-${group.kind}`}>{group.heading}</h2>
          <ol className="site-search__list">
            {group.items.map((item) => (
              <li key={item.href} className="site-search__hit">
                <h3>
                  <a href={item.href}>{item.title}</a>
                </h3>
                {item.next && (
                  <p className="site-search__next">
                    Neste gang:{' '}
                    <time dateTime={item.next}>
                      {formatDayLong(item.next)} kl. {formatClock(item.next)}
                    </time>
                  </p>
                )}
                <p>{item.summary}</p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
