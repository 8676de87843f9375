import type { Page } from '@/services/filmclub/api';
import type { MemberError } from './member-error';

/**
 * Paging of a member list (docs/product.md, Paging), the same for tickets, the watch list and
 * reviews: `next` is the offset of the next page (items the backend sent so far), `total` the
 * backend's count of the whole list, `hasMore` false once a page came back short or reached that
 * total; a later page's failure is `moreError`, beside the pages already shown.
 */
export interface Paging {
  next: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: MemberError | null;
}

export const initialPaging: Paging = {
  next: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
  moreError: null,
};

/** A slice's state that pages: its list and its paging. */
export interface PagedList<T> {
  items: T[];
  paging: Paging;
}

/**
 * Puts `page` into `state` (an immer draft): the first page (skip 0) replaces the items, a later
 * one is appended, leaving out items `same` finds already there (one added meanwhile). A page that
 * does not start where the list ends is stale (the list was asked afresh) and changes nothing.
 */
export function receivePage<T>(
  state: PagedList<T>,
  page: Page<T>,
  same: (a: T, b: T) => boolean = () => false,
): void {
  if (page.skip === 0) state.items = page.items;
  else if (page.skip !== state.paging.next) return;
  else
    state.items.push(
      ...page.items.filter((item) => !state.items.some((shown) => same(shown, item))),
    );
  const next = page.skip + page.items.length;
  state.paging = {
    next,
    total: page.total,
    hasMore: page.items.length >= page.take && next < page.total,
    loadingMore: false,
    moreError: null,
  };
}

/** The next page is asked for: its failure, if any, is forgotten. */
export function requestMore(state: PagedList<unknown>): void {
  state.paging.loadingMore = true;
  state.paging.moreError = null;
}

/** The next page failed: the pages shown stay, and it can be asked again. */
export function failMore(state: PagedList<unknown>, error: MemberError): void {
  state.paging.loadingMore = false;
  state.paging.moreError = error;
}
