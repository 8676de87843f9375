import type { BlockProps } from '../types';

/** Search: the search field of the search page; it submits `q` to the site's search path. */
export function SearchBlock({ block, context }: BlockProps<'search'>) {
  return (
    <form role="search" action={context.site.theme.search.submitPath} method="get" className="search-form search-form--large">
      <label htmlFor={`${block.id}-q`}>{block.props.title ?? 'Hva leter du etter?'}</label>
      <div className="search-form__row">
        <input id={`${block.id}-q`} type="search" name="q" autoComplete="off" />
        <button type="submit">Søk</button>
      </div>
    </form>
  );
}
