import type { ResolvedBlock } from '@/engine';
import type { FilmclubConfig } from '@/lib/config';
import type { HallHours } from '@/lib/open-now';
import type { MenuItem, Site } from '@/lib/schemas';

/** What every block may know besides its own data, all fixed by the build configuration. */
export interface BlockContext {
  site: Site;
  menu: readonly MenuItem[];
  now: string;
  filmclub: FilmclubConfig | null;
  runtimeUrl: string;
  /** The halls with opening hours (content/house.json), for «Åpent nå». */
  openingHours?: readonly HallHours[];
}

/** Props of the block component for one component name. */
export interface BlockProps<C extends ResolvedBlock['component']> {
  block: Extract<ResolvedBlock, { component: C }>;
  context: BlockContext;
}
