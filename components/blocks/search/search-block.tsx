import type { BlockProps } from '../types';
import { SiteSearchIsland } from './search.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/**
 * Search: the search page's field and results (issue 6, item 1). The field submits `q` to the
 * site's search path; the island reads it from the URL and searches the build's index in the browser.
 */
export function SearchBlock({ block, context }: BlockProps<'search'>) {
  return (
    <IslandBoundary name="search">
      <SiteSearchIsland
        blockId={block.id}
        label={block.props.title ?? 'Hva leter du etter?'}
        action={context.site.theme.search.submitPath}
      />
    </IslandBoundary>
  );
}
