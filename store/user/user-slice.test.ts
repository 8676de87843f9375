import { makeStore } from '../make-store';
import { loggedOut } from '../shared/logged-out';
import {
  selectIsEmailSent,
  selectIsLoggedIn,
  selectUserError,
  selectUserLoading,
  selectUserProfile,
} from './user-selectors';
import {
  createUserFailed,
  createUserRequested,
  createUserSucceeded,
  errorDismissed,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionChanged,
} from './user-slice';

const profile = { userName: 'olan', email: 'ola@example.no', token: 't' };
const error = { message: 'Feil e-postadresse eller passord.', status: 401 };
/** A store without a film-club backend: no saga answers, the test plays the session and the backend. */
const newStore = () => makeStore({});

describe('user transitions (docs/product.md, State transitions)', () => {
  it('login: requesting sets loading; the session brings the profile, success ends the wait; failure stores the error', () => {
    const store = newStore();
    store.dispatch(loginRequested({ email: 'a', password: 'b' }));
    expect(selectUserLoading(store.getState())).toBe(true);
    store.dispatch(sessionChanged(profile));
    store.dispatch(loginSucceeded());
    expect(selectUserProfile(store.getState())).toEqual(profile);
    expect(selectUserLoading(store.getState())).toBe(false);
    expect(selectUserError(store.getState())).toBeNull();

    store.dispatch(loginRequested({ email: 'a', password: 'feil' }));
    store.dispatch(loginFailed(error));
    expect(selectUserLoading(store.getState())).toBe(false);
    expect(selectUserError(store.getState())).toEqual(error);
  });

  it('create user: success ends the wait and keeps the profile the session brought; failure stores the error', () => {
    const store = newStore();
    store.dispatch(createUserRequested({ email: 'a', userName: 'u', password: 'p' }));
    store.dispatch(sessionChanged(profile));
    store.dispatch(createUserSucceeded());
    expect(selectUserProfile(store.getState())).toEqual(profile);
    expect(selectUserLoading(store.getState())).toBe(false);
    store.dispatch(createUserRequested({ email: 'a', userName: 'u', password: 'p' }));
    store.dispatch(createUserFailed(error));
    expect(selectUserError(store.getState())).toEqual(error);
  });

  it('the delete-error action clears the error', () => {
    const store = newStore();
    store.dispatch(loginFailed(error));
    expect(selectUserError(store.getState())).toEqual(error);
    store.dispatch(errorDismissed());
    expect(selectUserError(store.getState())).toBeNull();
  });

  it('forgot-password success sets isEmailSent and clears the error; failure stores the error', () => {
    const store = newStore();
    store.dispatch(loginFailed(error));
    store.dispatch(forgotPasswordRequested({ email: 'a' }));
    store.dispatch(forgotPasswordSucceeded());
    expect(selectIsEmailSent(store.getState())).toBe(true);
    expect(selectUserError(store.getState())).toBeNull();
    store.dispatch(forgotPasswordRequested({ email: 'a' }));
    expect(selectIsEmailSent(store.getState())).toBe(false);
    store.dispatch(forgotPasswordFailed(error));
    expect(selectUserError(store.getState())).toEqual(error);
    expect(selectUserLoading(store.getState())).toBe(false);
  });

  it('logging out forgets the member', () => {
    const store = newStore();
    store.dispatch(sessionChanged(profile));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    store.dispatch(loggedOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUserProfile(store.getState())).toBeNull();
  });
});
