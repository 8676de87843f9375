import type { UserProfile } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { UserState } from './user-slice';

interface WithUser {
  user: UserState;
}

export const selectUserProfile = (state: WithUser): UserProfile | null => state.user.userProfile;
export const selectIsLoggedIn = (state: WithUser): boolean => state.user.userProfile !== null;
export const selectUserLoading = (state: WithUser): boolean => state.user.loading;
export const selectUserError = (state: WithUser): MemberError | null => state.user.error;
export const selectIsEmailSent = (state: WithUser): boolean => state.user.isEmailSent;
