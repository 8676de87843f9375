import { calendarFeedHref, calendarFeedName, webcalUrl } from '@/lib/calendar-feeds';
import { siteUrl } from '@/lib/site-url';
import type { BlockProps } from '../types';

/**
 * «Abonner på kalenderen» (docs/product.md, Subscribe to the calendar): a `webcal:` link that
 * opens the calendar app, and the feed's `https:` address to paste into Google Calendar or
 * Outlook. Plain HTML, no script.
 */
export function CalendarFeed({ block, context }: BlockProps<'calendarFeed'>) {
  const href = calendarFeedHref(block.props.feed);
  return (
    <div className="calendar-feed">
      <p>
        <a href={webcalUrl(context.site, href)}>Abonner på kalenderen</a> «
        {calendarFeedName(block.props.feed, context.site)}» i kalenderappen din.
      </p>
      <p>
        Eller lim inn adressen i Google Kalender eller Outlook:{' '}
        <code>{siteUrl(context.site, href)}</code>
      </p>
    </div>
  );
}
