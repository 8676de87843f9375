import { createAction } from '@reduxjs/toolkit';

/** The member is logged out (by choice or because the session is gone): every slice forgets member data. */
export const loggedOut = createAction('user/loggedOut');
