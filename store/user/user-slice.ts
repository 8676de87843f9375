import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@/lib/schemas';
import { loggedOut, logoutRequested } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** User slice (docs/product.md, Entities: userProfile, loading, error, isEmailSent). */
export interface UserState {
  userProfile: UserProfile | null;
  loading: boolean;
  error: MemberError | null;
  isEmailSent: boolean;
}

export const initialUserState: UserState = {
  userProfile: null,
  loading: false,
  error: null,
  isEmailSent: false,
};

const started = (state: UserState) => {
  state.loading = true;
  state.error = null;
};
const failed = (state: UserState, action: PayloadAction<MemberError>) => {
  state.loading = false;
  state.error = action.payload;
};
const signedIn = (state: UserState, action: PayloadAction<UserProfile>) => {
  state.loading = false;
  state.userProfile = action.payload;
};

/**
 * User transitions of docs/product.md, State transitions: login or registration success stores the profile; their
 * failures store the error; `errorDismissed` (the delete-error action) clears it; forgot-password
 * success sets isEmailSent and clears the error; its failure stores the error.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    profileRestored: (state, action: PayloadAction<UserProfile | null>) => {
      state.userProfile = action.payload;
    },
    loginRequested: (state, _action: PayloadAction<{ email: string; password: string }>) =>
      started(state),
    loginSucceeded: signedIn,
    loginFailed: failed,
    createUserRequested: (
      state,
      _action: PayloadAction<{ email: string; userName: string; password: string }>,
    ) => started(state),
    createUserSucceeded: signedIn,
    createUserFailed: failed,
    forgotPasswordRequested: (state, _action: PayloadAction<{ email: string }>) => {
      started(state);
      state.isEmailSent = false;
    },
    forgotPasswordSucceeded: (state) => {
      state.loading = false;
      state.isEmailSent = true;
      state.error = null;
    },
    forgotPasswordFailed: failed,
    errorDismissed: (state) => {
      state.error = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialUserState),
});

export const {
  profileRestored,
  loginRequested,
  loginSucceeded,
  loginFailed,
  createUserRequested,
  createUserSucceeded,
  createUserFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  errorDismissed,
} = userSlice.actions;
export { loggedOut, logoutRequested };
