import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { calendarEntries } from '@/engine';
import { CALENDAR_FEED_IDS, calendarFeedHref } from '@/lib/calendar-feeds';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { calendarFilesStep } from './calendar-files';
import { feedsStep } from './feeds';

/**
 * The subscribable calendars as a calendar app reads them: parsed by ical.js, the iCalendar library
 * of Mozilla Thunderbird (issue 32, "Done when": the feeds parse in ical.js or node-ical).
 * feeds.test.ts checks the lines themselves with a strict RFC 5545 reader.
 */
const ROOT = path.resolve(__dirname, '../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let outDir: string;
let starts: Map<string, number>;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'feeds-ical-'));
  const { content } = await localContentSource(ROOT).load({ now: NOW });
  const context = { root: ROOT, outDir, content, build: testBuild({}, NOW), filmclub: null };
  await calendarFilesStep.run(context);
  await feedsStep.run(context);
  starts = new Map(
    [...calendarEntries(content).values()].map(({ event }) => [
      `${event.id}@${content.site.host}`,
      Date.parse(event.startTime),
    ]),
  );
}, 120_000); // loading the embedded content and writing every calendar file is slow on a busy machine
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('subscribable calendars in ical.js', () => {
  it.each(CALENDAR_FEED_IDS)(
    '%s parses, and each event starts when its showing does',
    async (id) => {
      const text = await readFile(path.join(outDir, calendarFeedHref(id).slice(1)), 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Oslo');
      const refresh = calendar.getFirstPropertyValue('refresh-interval');
      expect(refresh).toBeInstanceOf(ICAL.Duration);
      expect((refresh as ICAL.Duration).toSeconds()).toBe(3600);
      const events = calendar.getAllSubcomponents('vevent').map((one) => new ICAL.Event(one));
      // The subject is there: every feed of the embedded site holds showings.
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(starts.has(event.uid)).toBe(true);
        expect(event.startDate.toJSDate().getTime()).toBe(starts.get(event.uid));
        expect(event.endDate.compare(event.startDate)).toBe(1);
        expect(event.summary).toBeTruthy();
        expect(event.location).toBeTruthy();
      }
    },
  );
});
