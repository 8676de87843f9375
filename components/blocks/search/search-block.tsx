import type { BlockProps } from '../types';
import { SiteSearchIsland } from './search.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** Search: the field submits `q`; the island searches the build's index in the browser. */
export function SearchBlock({ block, context }: BlockProps<'search'>) {
  return (
    <IslandBoundary name="search">
      <SiteSearchIsland
        blockId={block.id}
        label={block.props.title ?? 'Hva leter du etter?'}
        action={context.site.theme.search.submitPath}
        mainPages={block.props.mainPages}
      />
    </IslandBoundary>
  );
}
