import { memberIslandConfig } from '../member-shared/island-config';
import { MemberBlockFrame } from '../member-shared/member-block-frame';
import type { BlockProps } from '../types';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';
import { ticketShowings } from '@/lib/ticket-showings';

/**
 * "Mine billetter" (`/filmklubb/mine-billetter`); nothing when the build has no film-club backend.
 * The page's films and showings give each ticket's calendar file the site's UID for its showing.
 */
export function MemberTickets({ block, context }: BlockProps<'memberTickets'>) {
  const config = memberIslandConfig(context);
  if (!config) return null;
  return (
    <MemberBlockFrame id={block.id} title={block.props.title}>
      <IslandBoundary name="member-tickets">
        <MemberIslandLoader
          island="TicketsIsland"
          props={{
            config,
            headingLevel: block.props.title ? 3 : 2,
            calendar: {
              showings: ticketShowings(block.data.events ?? [], block.data.productions ?? []),
              site: { title: context.site.title, host: context.site.host },
            },
          }}
        />
      </IslandBoundary>
    </MemberBlockFrame>
  );
}
