import { loggedOut } from '../shared/logged-out';
import {
  createUserFailed,
  createUserRequested,
  createUserSucceeded,
  errorDismissed,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  initialUserState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  userSlice,
} from './user-slice';

const reduce = userSlice.reducer;
const profile = { userName: 'olan', email: 'ola@example.no', token: 't' };
const error = { message: 'Feil e-postadresse eller passord.', status: 401 };

describe('user transitions (docs/product.md, State transitions)', () => {
  it('login: requesting sets loading, success stores the profile, failure stores the error', () => {
    const loading = reduce(initialUserState, loginRequested({ email: 'a', password: 'b' }));
    expect(loading.loading).toBe(true);
    expect(reduce(loading, loginSucceeded(profile))).toEqual({
      ...initialUserState,
      userProfile: profile,
    });
    expect(reduce(loading, loginFailed(error))).toEqual({ ...initialUserState, error });
  });

  it('create user: success stores the profile, failure stores the error', () => {
    const loading = reduce(
      initialUserState,
      createUserRequested({ email: 'a', userName: 'u', password: 'p' }),
    );
    expect(reduce(loading, createUserSucceeded(profile)).userProfile).toEqual(profile);
    expect(reduce(loading, createUserFailed(error)).error).toEqual(error);
  });

  it('the delete-error action clears the error', () => {
    expect(reduce({ ...initialUserState, error }, errorDismissed()).error).toBeNull();
  });

  it('forgot-password success sets isEmailSent and clears the error; failure stores the error', () => {
    const loading = reduce({ ...initialUserState, error }, forgotPasswordRequested({ email: 'a' }));
    expect(reduce(loading, forgotPasswordSucceeded())).toEqual({
      ...initialUserState,
      isEmailSent: true,
    });
    expect(reduce(loading, forgotPasswordFailed(error))).toMatchObject({
      isEmailSent: false,
      error,
      loading: false,
    });
  });

  it('logging out forgets the member', () => {
    expect(reduce({ ...initialUserState, userProfile: profile }, loggedOut())).toEqual(
      initialUserState,
    );
  });
});
