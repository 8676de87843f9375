import { createAction } from '@reduxjs/toolkit';

/**
 * The one way to log out (a screen, lost authentication, or the session ended by the header or
 * another tab): the session saga (store/user/session-saga.ts) cancels every member request in
 * flight, ends the session and then puts `loggedOut`.
 */
export const logoutRequested = createAction('user/logoutRequested');

/** The member is logged out (by choice or because the session is gone): every slice forgets member data. */
export const loggedOut = createAction('user/loggedOut');
