import { parseFeed } from '@rowanmanning/feed-parser';
import { article, contentSet, event, production } from '@/tests/fixtures';
import { atomFeed } from './atom-feed';

/**
 * The Atom feed as a feed reader sees it: read by @rowanmanning/feed-parser, a maintained RSS and
 * Atom parser tested against real-world feeds (issue 32, "Done when": the feed parses in an Atom
 * parser). atom-feed.test.ts checks the XML itself.
 */
const concert = production({
  title: 'Vinterkonsert',
  catalogueNumber: 'KK1',
  object: 'culture',
  features: { genres: [] },
});
const film = production({
  title: 'Fjell & hav',
  catalogueNumber: 'DXM1',
  features: { genres: ['Drama'], premiere: '2026-11-20' },
});
const content = contentSet({
  productions: [film, concert],
  events: [event(concert.pageReference, '2026-12-05T19:00:00+01:00')],
  articles: [
    article('julekonsert', {
      title: 'Julekonsert <i>snart</i>',
      updatedAt: Date.parse('2026-11-25T10:00:00Z'),
      summary: 'Billetter nå',
    }),
  ],
});

describe('Atom feed in a feed reader', () => {
  it('is read as Atom 1.0 with its items newest first, each with title, link, id and date', () => {
    const feed = parseFeed(atomFeed(content));
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.title).toBe('Kulturhuset: nytt i programmet og nyheter');
    expect(feed.url).toBe('https://www.kulturhuset.no/');
    // The subject is there: three items, then what a reader shows of each.
    expect(feed.items.map((item) => item.title)).toEqual([
      'Vinterkonsert',
      'Julekonsert <i>snart</i>',
      'Fjell & hav',
    ]);
    expect(feed.items.map((item) => item.updated?.toISOString())).toEqual([
      '2026-12-05T18:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-19T23:00:00.000Z',
    ]);
    expect(feed.items[0]?.url).toBe(`https://www.kulturhuset.no/${concert.pageReference}`);
    expect(feed.items[1]?.description).toBe('Billetter nå');
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(3);
    expect(feed.updated?.toISOString()).toBe('2026-12-05T18:00:00.000Z');
  });
});
