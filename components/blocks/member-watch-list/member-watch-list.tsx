import { productionHref } from '@/components/shared/production-links';
import { memberIslandConfig } from '../member-shared/island-config';
import { MemberBlockFrame } from '../member-shared/member-block-frame';
import type { BlockProps } from '../types';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** "Min liste": the member's watch list, films linked by EDI number; nothing without a backend. */
export function MemberWatchList({ block, context }: BlockProps<'memberWatchList'>) {
  const config = memberIslandConfig(context);
  if (!config) return null;
  const filmPaths = Object.fromEntries(
    (block.data.productions ?? []).flatMap((production) =>
      production.ediNumber ? [[production.ediNumber, productionHref(production)]] : [],
    ),
  );
  return (
    <MemberBlockFrame id={block.id} title={block.props.title}>
      <IslandBoundary name="member-watch-list">
        <MemberIslandLoader
          island="WatchListIsland"
          props={{ config, filmPaths, headingLevel: block.props.title ? 3 : 2 }}
        />
      </IslandBoundary>
    </MemberBlockFrame>
  );
}
