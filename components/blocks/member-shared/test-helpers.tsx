import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { UserProfile } from '@/lib/schemas';
import { makeStore, type RootState } from '@/store/make-store';
import { initialUserState } from '@/store/user/user-slice';

export const MEMBER: UserProfile = {
  userName: 'olan',
  email: 'ola.nordmann@example.no',
  token: 'tok',
};

/** Preloaded state of a logged-in member. */
export const loggedIn = (): Partial<RootState> => ({
  user: { ...initialUserState, userProfile: MEMBER },
});

/**
 * Renders a member component with a real store. The store has no film-club backend, so no
 * saga answers: a test plays the backend by dispatching the result actions itself, and reads
 * what the component asked for from the `dispatch` spy.
 */
export function renderWithStore(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore({ filmclub: null }, preloadedState);
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = render(<Provider store={store}>{ui}</Provider>);
  /** The types of the actions the component dispatched. */
  const dispatchedTypes = () =>
    dispatch.mock.calls.map(([action]) => (action as { type: string }).type);
  return { ...view, store, dispatch, dispatchedTypes };
}
