import type { BlockContext } from '../types';

/** What a member island's store needs (the `useIslandStore` config), fixed at build time. */
export interface MemberIslandConfig {
  filmclub: NonNullable<BlockContext['filmclub']>;
}

/** The island config of this build; null without a film-club backend, and no member block renders. */
export function memberIslandConfig({ filmclub }: BlockContext): MemberIslandConfig | null {
  return filmclub && { filmclub };
}
