'use client';

import dynamic from 'next/dynamic';
import type { MemberIslandLoaderProps, MemberIslandName } from './member-islands.client';

export type { MemberIslandLoaderProps, MemberIslandName } from './member-islands.client';

/**
 * The six islands' loaders in a chunk of their own: every page is one route, so a direct import
 * would put their chunk lists in the chunk all pages share. Still server-rendered: a page with a
 * member island references both chunks.
 */
const MemberIsland = dynamic(() =>
  import('./member-islands.client').then((module) => module.MemberIsland),
);

/** Renders a member island by name (member-islands.client.tsx). */
export function MemberIslandLoader<Name extends MemberIslandName>(
  props: MemberIslandLoaderProps<Name>,
) {
  return <MemberIsland {...(props as MemberIslandLoaderProps<MemberIslandName>)} />;
}
