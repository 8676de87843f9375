'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';

/**
 * The member islands, each loaded with `next/dynamic` in its own chunk, so store, saga and axios
 * code reach only the pages that render them; compiled only into a build with a film club. Next
 * replaces `process.env.KULTURHUSET_FILMCLUB` at compile time (next.config.js `env`, set by
 * pipeline/build-site.ts from the build's film club), and Turbopack follows no import in a branch
 * that can never run: a build without a film club has no chunk with store or film-club code
 * (docs/browser.md, Live availability and the member area). Null in such a build.
 */
const ISLANDS =
  // eslint-disable-next-line no-restricted-properties -- a compile-time constant, not configuration read at run time
  process.env.KULTURHUSET_FILMCLUB === '1'
    ? {
        LoginIsland: dynamic(() => import('../member-login/login-island.client')),
        RegisterIsland: dynamic(() => import('../member-register/register-island.client')),
        ForgotPasswordIsland: dynamic(
          () => import('../member-forgot-password/forgot-password-island.client'),
        ),
        // The tickets island brings the qrcode library in its chunk.
        TicketsIsland: dynamic(() => import('../member-tickets/tickets-island.client')),
        WatchListIsland: dynamic(() => import('../member-watch-list/watch-list-island.client')),
        // The film page's member island (rating, reviews, "add to my list").
        MovieIsland: dynamic(() => import('../member-movie/movie-island.client')),
      }
    : null;

/** The name of a member island. */
export type MemberIslandName = keyof NonNullable<typeof ISLANDS>;

/** The props of `MemberIslandLoader`: which island, and its props (serialisable: a server block passes them). */
export interface MemberIslandLoaderProps<Name extends MemberIslandName> {
  island: Name;
  props: ComponentProps<NonNullable<typeof ISLANDS>[Name]>;
}

/**
 * Loads and renders a member island (login, registration, forgotten password, tickets, watch list,
 * the film page's member part), for its server block, by the island's name and props. One client
 * component for the six, not a wrapper each: the chunks every page of a film-club build shares
 * hold only the six loaders, which keeps content pages within their 150 KB of JavaScript. Renders
 * nothing in a build without a film club, where no member block renders anything anyway.
 */
export function MemberIslandLoader<Name extends MemberIslandName>({
  island,
  props,
}: MemberIslandLoaderProps<Name>) {
  if (!ISLANDS) return null;
  // TypeScript cannot narrow the union of the six components by a generic key; the signature
  // above already ties `props` to `island`.
  const Island = ISLANDS[island] as ComponentType<object>;
  return <Island {...(props as object)} />;
}
