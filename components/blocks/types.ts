import type { ResolvedBlock } from '@/engine';
import type { Site } from '@/lib/schemas';

/** What every block may know besides its own data: the site and the build clock (ISO 8601). */
export interface BlockContext {
  site: Site;
  now: string;
}

/** Props of the block component for one component name. */
export interface BlockProps<C extends ResolvedBlock['component']> {
  block: Extract<ResolvedBlock, { component: C }>;
  context: BlockContext;
}
