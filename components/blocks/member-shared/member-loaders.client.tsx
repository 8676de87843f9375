'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';

/**
 * The member islands, each in its own chunk; null in a build without a film club, where Turbopack
 * drops the branch, so no chunk holds store or film-club code (docs/browser.md).
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
 * Renders a member island by name. One loader for the six, not a wrapper each, keeps the shared
 * chunks of a film-club build small enough for content pages' 150 KB of JavaScript.
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
