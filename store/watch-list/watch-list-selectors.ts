import type { WatchListMovie } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { Paging } from '../shared/paging';
import type { WatchListState } from './watch-list-slice';

interface WithWatchList {
  watchList: WatchListState;
}

export const selectWatchList = (state: WithWatchList): WatchListMovie[] => state.watchList.items;
export const selectWatchListLoading = (state: WithWatchList): boolean => state.watchList.loading;
export const selectWatchListError = (state: WithWatchList): MemberError | null =>
  state.watchList.error;
export const selectWatchListRequested = (state: WithWatchList): boolean =>
  state.watchList.requested;
/** True once the server has confirmed the film (by movie id or EDI number) on the list. */
export const selectIsOnWatchList = (state: WithWatchList, id: string): boolean =>
  state.watchList.items.some((movie) => movie.id === id || movie.ediNumber === id);
export const selectAddingToWatchList = (state: WithWatchList, id: string): boolean =>
  state.watchList.adding.includes(id);
/** Whether «Vis flere» can ask for more, and how the last ask went. */
export const selectWatchListPaging = (state: WithWatchList): Paging => state.watchList.paging;
