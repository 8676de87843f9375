/**
 * @jest-environment jsdom
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { contentSet, article, event, production } from '@/tests/fixtures';
import { atomFeed } from './atom-feed';

const ATOM = 'http://www.w3.org/2005/Atom';

/** The feed read by a strict XML parser (jsdom's DOMParser): throws on a document that is not well-formed. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const text = (parent: Element | Document, name: string) =>
  parent.getElementsByTagNameNS(ATOM, name)[0]?.textContent;

const film = production({
  title: 'Fjell & hav',
  catalogueNumber: 'DXM1',
  features: { genres: ['Drama'], premiere: '2026-11-20' },
});
const concert = production({
  title: 'Vinterkonsert',
  catalogueNumber: 'KK1',
  object: 'culture',
  features: { genres: [] },
});
const unshown = production({ title: 'Ingen visning', catalogueNumber: 'DXM2' });
const content = contentSet({
  productions: [film, concert, unshown],
  events: [event(concert.pageReference, '2026-12-05T19:00:00+01:00')],
  articles: [
    article('julekonsert', {
      title: 'Julekonsert <i>snart</i>',
      updatedAt: Date.parse('2026-11-25T10:00:00Z'),
      summary: 'Billetter nå',
    }),
    article('personvern', { category: 'article', updatedAt: Date.parse('2026-11-26T10:00:00Z') }),
  ],
});

describe('Atom feed', () => {
  it('is a well-formed Atom feed (RFC 4287) with id, title, updated, author and self link', () => {
    const feed = parse(atomFeed(content)).documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(text(feed, 'id')).toBe('https://www.kulturhuset.no/');
    expect(text(feed, 'title')).toBe('Kulturhuset: nytt i programmet og nyheter');
    expect(feed.getElementsByTagNameNS(ATOM, 'author')[0]?.textContent).toBe('Kulturhuset');
    const self = [...feed.getElementsByTagNameNS(ATOM, 'link')].find(
      (link) => link.getAttribute('rel') === 'self',
    );
    expect(self?.getAttribute('href')).toBe('https://www.kulturhuset.no/nyheter.atom');
  });

  it('lists news and productions newest first, from content times, never the build clock', () => {
    const xml = atomFeed(content);
    const entries = [...parse(xml).getElementsByTagNameNS(ATOM, 'entry')];
    // The subject is there: the news article and the two productions with a date.
    expect(entries.map((entry) => text(entry, 'title'))).toEqual([
      'Vinterkonsert',
      'Julekonsert <i>snart</i>',
      'Fjell & hav',
    ]);
    expect(entries.map((entry) => text(entry, 'updated'))).toEqual([
      '2026-12-05T18:00:00Z',
      '2026-11-25T10:00:00Z',
      '2026-11-19T23:00:00Z',
    ]);
    const [concertEntry, news, filmEntry] = entries;
    expect(text(parse(xml), 'updated')).toBe('2026-12-05T18:00:00Z');
    expect(concertEntry?.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href')).toBe(
      `https://www.kulturhuset.no/${concert.pageReference}`,
    );
    expect(text(news!, 'summary')).toBe('Billetter nå');
    expect(text(news!, 'id')).toBe('tag:www.kulturhuset.no,2026:artikkel/art-julekonsert');
    expect(text(filmEntry!, 'summary')).toBe('En film om fjell & hav.');
    // Same content, same bytes.
    expect(atomFeed(content)).toBe(xml);
  });
});

/**
 * The feed as a feed reader sees it: read by @rowanmanning/feed-parser, a maintained RSS and Atom
 * parser tested against real-world feeds (issue 32, "Done when": the feed parses in an Atom parser).
 */
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
