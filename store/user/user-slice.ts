import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '@/lib/schemas';
import { loggedOut, logoutRequested } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** User slice (docs/product.md, Entities). */
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
const finished = (state: UserState) => {
  state.loading = false;
};

/**
 * docs/product.md, State transitions. The profile enters only through `sessionChanged`, from the
 * session saga: a login or registration success carries none and only ends the wait.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    sessionChanged: (state, action: PayloadAction<UserProfile | null>) => {
      state.userProfile = action.payload;
    },
    loginRequested: (state, _action: PayloadAction<{ email: string; password: string }>) =>
      started(state),
    loginSucceeded: finished,
    loginFailed: failed,
    createUserRequested: (
      state,
      _action: PayloadAction<{ email: string; userName: string; password: string }>,
    ) => started(state),
    createUserSucceeded: finished,
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
  sessionChanged,
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
