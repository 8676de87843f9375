'use client';

import dynamic from 'next/dynamic';

/**
 * The member islands, each loaded with `next/dynamic` in its own chunk, so store, saga and axios
 * code reach only the pages that render them; compiled only into a build with a film club. Next
 * replaces `process.env.KULTURHUSET_FILMCLUB` at compile time (next.config.js `env`, set by
 * build/build-site.ts from the build's film club), and Turbopack follows no import in a branch
 * that can never run: a build without a film club has no chunk with store or film-club code
 * (docs/browser.md, Live availability and the member area). Null in such a build, where no
 * member block renders anything anyway.
 */
export const memberIslands =
  // eslint-disable-next-line no-restricted-properties -- a compile-time constant, not configuration read at run time
  process.env.KULTURHUSET_FILMCLUB === '1'
    ? {
        LoginIsland: dynamic(() =>
          import('../member-login/login-island.client').then((module) => module.LoginIsland),
        ),
        RegisterIsland: dynamic(() =>
          import('../member-register/register-island.client').then(
            (module) => module.RegisterIsland,
          ),
        ),
        ForgotPasswordIsland: dynamic(() =>
          import('../member-forgot-password/forgot-password-island.client').then(
            (module) => module.ForgotPasswordIsland,
          ),
        ),
        // The tickets island brings the qrcode library in its chunk.
        TicketsIsland: dynamic(() =>
          import('../member-tickets/tickets-island.client').then((module) => module.TicketsIsland),
        ),
        WatchListIsland: dynamic(() =>
          import('../member-watch-list/watch-list-island.client').then(
            (module) => module.WatchListIsland,
          ),
        ),
        // The film page's member island (rating, reviews, "add to my list").
        MovieIsland: dynamic(() =>
          import('../member-movie/movie-island.client').then((module) => module.MovieIsland),
        ),
      }
    : null;
