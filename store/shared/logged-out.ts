import { createAction } from '@reduxjs/toolkit';

/** The one way to log out; the session saga (store/user/session-saga.ts) carries it out. */
export const logoutRequested = createAction('user/logoutRequested');

/** Every slice forgets member data. */
export const loggedOut = createAction('user/loggedOut');
