import type { BlockProps } from '../types';
import { NewsletterIsland } from './newsletter.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** News subscribe: the newsletter sign-up form with its title and a short pitch. */
export function NewsSubscribe({ block }: BlockProps<'newsSubscribe'>) {
  const headingId = `${block.id}-title`;
  return (
    <section className="callout" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title}</h2>
      <p>{block.props.text}</p>
      <IslandBoundary name="newsletter">
        <NewsletterIsland />
      </IslandBoundary>
    </section>
  );
}
