import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { calendarEntries } from '@/engine';
import { atomFeed } from '@/lib/atom-feed';
import { calendarHref } from '@/lib/calendar';
import {
  CALENDAR_FEED_IDS,
  calendarFeedHref,
  veventOf,
  type CalendarFeedId,
} from '@/lib/calendar-feeds';
import type { ContentSet } from '@/lib/schemas';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { contentSet, event, production } from '@/tests/fixtures';
import { parseICalendar, propertyOf, type ICalComponent } from '@/tests/icalendar';
import { calendarFilesStep, inWorkers } from './calendar-files';
import { feedsStep } from './feeds';

const ROOT = path.resolve(__dirname, '../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let content: ContentSet;
let outDir: string;

beforeAll(async () => {
  content = (await localContentSource(ROOT).load({ now: NOW })).content;
}, 60_000); // loading and validating the embedded content is slow on a busy machine

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'feeds-'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

/** The calendar files step, then the feeds step, as the build runs them. */
async function run(of: ContentSet, now = NOW) {
  const context = { root: ROOT, outDir, content: of, build: testBuild({}, now), filmclub: null };
  await calendarFilesStep.run(context);
  await feedsStep.run(context);
}

const feedOf = async (id: CalendarFeedId) =>
  parseICalendar(await readFile(path.join(outDir, calendarFeedHref(id).slice(1)), 'utf8'));
const uids = (calendar: ICalComponent) =>
  calendar.components.map((vevent) => propertyOf(vevent, 'UID'));

describe('feeds step', () => {
  it('writes each subscribable calendar as valid iCalendar for subscription, every showing as in its own file', async () => {
    await run(content);
    for (const id of CALENDAR_FEED_IDS) {
      const calendar = await feedOf(id);
      expect(calendar.name).toBe('VCALENDAR');
      // The subject is there: the feed holds showings.
      expect(calendar.components.length).toBeGreaterThan(0);
      expect(propertyOf(calendar, 'VERSION')).toBe('2.0');
      expect(propertyOf(calendar, 'CALSCALE')).toBe('GREGORIAN');
      expect(propertyOf(calendar, 'METHOD')).toBe('PUBLISH');
      expect(propertyOf(calendar, 'PRODID')).toBe(`-//Kulturhuset//${content.site.host}//NB`);
      expect(propertyOf(calendar, 'X-WR-CALNAME')).toMatch(/^Kulturhuset/);
      expect(propertyOf(calendar, 'X-WR-TIMEZONE')).toBe('Europe/Oslo');
      expect(calendar.properties.find((property) => property.name === 'REFRESH-INTERVAL')).toEqual({
        name: 'REFRESH-INTERVAL',
        params: { VALUE: 'DURATION' },
        value: 'PT1H',
      });
      expect(propertyOf(calendar, 'X-PUBLISHED-TTL')).toBe('PT1H');
      expect(new Set(uids(calendar)).size).toBe(calendar.components.length);
      for (const vevent of calendar.components) {
        expect(vevent.name).toBe('VEVENT');
        const id = propertyOf(vevent, 'UID')?.replace(`@${content.site.host}`, '') ?? '';
        const own = parseICalendar(
          await readFile(path.join(outDir, calendarHref({ id }).slice(1)), 'utf8'),
        );
        expect(vevent).toEqual(own.components[0]);
        for (const name of ['DTSTART', 'DTEND', 'SUMMARY', 'URL', 'LOCATION'])
          expect(propertyOf(vevent, name)).toBeTruthy();
        expect(propertyOf(vevent, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
      }
    }
  });

  it('gives the whole house every showing, and each series and hall only its own', async () => {
    await run(content);
    const entries = [...calendarEntries(content).values()].map(({ event }) => event);
    const ids = (events: typeof entries) =>
      events.map((one) => `${one.id}@${content.site.host}`).sort();
    expect((await feedOf('kulturhuset')).components.length).toBe(entries.length);
    const expected: Record<Exclude<CalendarFeedId, 'kulturhuset'>, typeof entries> = {
      babykino: entries.filter((one) => one.tags.includes('babykino')),
      seniorkino: entries.filter((one) => one.tags.includes('seniorkino')),
      filmklubben: entries.filter((one) => one.tags.includes('filmklubb')),
      svommehallen: entries.filter((one) => one.location.venue === 'Svømmehallen'),
      storenhallen: entries.filter((one) => one.location.venue === 'Storenhallen'),
    };
    for (const [id, events] of Object.entries(expected)) {
      expect(events.length).toBeGreaterThan(0);
      expect(uids(await feedOf(id as CalendarFeedId)).sort()).toEqual(ids(events));
    }
  });

  it('keeps past showings from 30 days before the build day, in order of start', async () => {
    const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1' });
    const showings = [
      event(film.pageReference, '2026-11-22T18:00:00+01:00'),
      event(film.pageReference, '2026-10-22T23:30:00+02:00'),
      event(film.pageReference, '2026-10-21T23:30:00+02:00'),
    ];
    await run(contentSet({ productions: [film], events: showings }));
    expect(uids(await feedOf('kulturhuset'))).toEqual(
      [showings[1], showings[0]].map((one) => `${one?.id}@www.kulturhuset.no`),
    );
    // A feed with no showing is still a calendar to subscribe to.
    expect((await feedOf('babykino')).components).toEqual([]);
  });

  it('writes the Atom feed of the content, the same a day later', async () => {
    await run(content);
    const atom = await readFile(path.join(outDir, 'nyheter.atom'), 'utf8');
    expect(atom).toContain('<entry>');
    expect(atom).toBe(atomFeed(content));
    await run(content, new Date(NOW.getTime() + 24 * 3_600_000));
    expect(await readFile(path.join(outDir, 'nyheter.atom'), 'utf8')).toBe(atom);
  });

  it('runs in an editors’ preview too, since preview pages link to the feeds', () => {
    expect(feedsStep.preview).toBe(true);
  });
});

/**
 * The feeds as a calendar app reads them: parsed by ical.js, the iCalendar library of Mozilla
 * Thunderbird (issue 32, "Done when": the feeds parse in ical.js or node-ical).
 */
describe('subscribable calendars in ical.js', () => {
  it('parses every feed, and each event starts when its showing does', async () => {
    await run(content);
    const starts = new Map(
      [...calendarEntries(content).values()].map(({ event: one }) => [
        `${one.id}@${content.site.host}`,
        Date.parse(one.startTime),
      ]),
    );
    for (const id of CALENDAR_FEED_IDS) {
      const text = await readFile(path.join(outDir, calendarFeedHref(id).slice(1)), 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Oslo');
      const refresh = calendar.getFirstPropertyValue('refresh-interval');
      expect(refresh).toBeInstanceOf(ICAL.Duration);
      expect((refresh as ICAL.Duration).toSeconds()).toBe(3600);
      const events = calendar.getAllSubcomponents('vevent').map((one) => new ICAL.Event(one));
      // The subject is there: every feed of the embedded site holds showings.
      expect(events.length).toBeGreaterThan(0);
      for (const one of events) {
        expect(one.startDate.toJSDate().getTime()).toBe(starts.get(one.uid));
        expect(one.endDate.compare(one.startDate)).toBe(1);
        expect(one.summary).toBeTruthy();
        expect(one.location).toBeTruthy();
      }
    }
  });
});

describe('feeds step in a full build', () => {
  const feeds = () =>
    Promise.all(
      CALENDAR_FEED_IDS.map((id) => readFile(path.join(outDir, calendarFeedHref(id).slice(1)))),
    );

  it('takes the VEVENTs the calendar files step made, reading no calendar file back, and writes the same feeds', async () => {
    await run(content);
    const fromFiles = await feeds();
    const vevents = new Map<string, string>();
    const context = {
      root: ROOT,
      outDir,
      content,
      build: testBuild({}, NOW),
      filmclub: null,
      vevents,
    };
    await calendarFilesStep.run(context);
    expect(vevents.size).toBe(calendarEntries(content).size);
    // Without the files, only the handed-over VEVENTs can make the feeds.
    await rm(path.join(outDir, 'kalender'), { recursive: true });
    await feedsStep.run(context);
    expect(await feeds()).toEqual(fromFiles);
  });

  it("the calendar files step's worker threads answer each event's VEVENT as its file has it", async () => {
    const entries = [...calendarEntries(content).values()].slice(0, 40);
    const job = (part: typeof entries) => ({
      outDir,
      entries: part,
      site: content.site,
      vevents: true,
    });
    const made = new Map(
      (await inWorkers(ROOT, [job(entries.slice(0, 20)), job(entries.slice(20))])).flat(),
    );
    expect(made.size).toBe(entries.length);
    for (const { event } of entries) {
      const name = calendarHref(event).slice(1);
      expect(made.get(event.id)).toBe(
        veventOf(await readFile(path.join(outDir, name), 'utf8'), name),
      );
    }
  });
});
