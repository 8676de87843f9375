import type { MovieInfo } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { MovieInfoState } from './movie-info-slice';

interface WithMovieInfo {
  movieInfo: MovieInfoState;
}

export const selectMovieInfo = (state: WithMovieInfo): MovieInfo | null =>
  state.movieInfo.movieInfo;
export const selectMovieInfoLoading = (state: WithMovieInfo): boolean => state.movieInfo.loading;
export const selectMovieInfoError = (state: WithMovieInfo): MemberError | null =>
  state.movieInfo.error;
