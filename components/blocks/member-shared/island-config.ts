import type { BlockContext } from '../types';

/** What a member island's store needs (the `useIslandStore` config), fixed at build time. */
export interface MemberIslandConfig {
  filmclub: NonNullable<BlockContext['filmclub']>;
}

/**
 * The island config of this build, read on the server; null when the build has no film-club
 * backend, and then no member block renders anything (docs/product.md, Film club).
 */
export function memberIslandConfig({ filmclub }: BlockContext): MemberIslandConfig | null {
  return filmclub && { filmclub };
}
