import { OpenNow, OpenNowScript } from '@/components/shared/open-now';
import type { BlockProps } from '../types';

/** «Åpent nå – stenger kl. 21:00» for a hall (docs/product.md, Open now), at the top of its page. */
export function OpenNowBlock({ block, context }: BlockProps<'openNow'>) {
  const hours = context.openingHours?.find((candidate) => candidate.hall === block.props.hall);
  if (!hours)
    throw new Error(
      `block '${block.id}': props.hall '${block.props.hall}' has no opening hours in content/house.json`,
    );
  return (
    <p className="open-now-block">
      <OpenNow hours={hours} now={context.now} />
      <OpenNowScript />
    </p>
  );
}
