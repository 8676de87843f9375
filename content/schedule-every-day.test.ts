import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvePage } from '@/engine';
import { houseSchema, scheduleSchema, type ContentSet, type Event } from '@/lib/schemas';
import { localContentSource } from '@/services/content';
import { generateEvents } from '@/services/content/local/schedule';

/**
 * Issue 11: the programme has the same shape whatever day and hour the site is built on.
 * Build clocks: every weekday of one week at three hours, and the two daylight-saving change days
 * of 2027 at awkward hours (just before and after the change, and late in the day).
 */
const ROOT = path.resolve(__dirname, '..');
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const CLOCKS = [
  ...WEEK.flatMap((day) => [`${day}T00:05:00+01:00`, `${day}T12:00:00+01:00`, `${day}T23:55:00+01:00`]),
  '2027-03-28T00:59:00Z', '2027-03-28T01:00:00Z', '2027-03-28T21:59:00Z',
  '2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z', '2027-10-31T22:59:00Z',
];
const house = houseSchema.parse(JSON.parse(readFileSync(path.join(ROOT, 'content/house.json'), 'utf8')));
const schedule = scheduleSchema.parse(JSON.parse(readFileSync(path.join(ROOT, 'content/schedule.json'), 'utf8')));
let content: ContentSet;

beforeAll(async () => {
  content = (await localContentSource(ROOT).load({ now: new Date(CLOCKS[0] ?? '') })).content;
});

const upcomingAt = (now: string, events: readonly Event[]) => events.filter((event) => Date.parse(event.startTime) > Date.parse(now));
const productionsWithUpcoming = (now: string) => new Set(upcomingAt(now, generateEvents(schedule, house, content.productions, new Date(now))).map((event) => event.production.pageReference));

describe('the schedule on a build made on any day, at any hour', () => {
  it('gives every rule at least one upcoming event', () => {
    const empty = CLOCKS.flatMap((now) =>
      schedule.rules.flatMap((rule, index) => (upcomingAt(now, generateEvents({ ...schedule, rules: [rule] }, house, content.productions, new Date(now))).length > 0 ? [] : [`${now} rules[${index}] ${rule.production}`])),
    );
    expect(schedule.rules.length).toBeGreaterThan(50);
    expect(empty).toEqual([]);
  });

  it('has a relaxed screening and a showing in a hall with a hearing loop within the programme\'s 14 days on every build', () => {
    const missing = CLOCKS.flatMap((now) => {
      const soon = upcomingAt(now, generateEvents(schedule, house, content.productions, new Date(now))).filter((event) => Date.parse(event.startTime) < Date.parse(now) + 13 * 86_400_000);
      return [...(soon.some((event) => event.tags.includes('avslappet')) ? [] : [`${now} avslappet`]), ...(soon.some((event) => event.location.hearingLoop) ? [] : [`${now} hearingLoop`])];
    });
    expect(missing).toEqual([]);
  });

  it('gives every culture production that has events on a Saturday build an upcoming event on every other build', () => {
    const culture = new Set(content.productions.filter((production) => production.object === 'culture').map((production) => production.pageReference));
    const onSaturday = [...productionsWithUpcoming(`${WEEK[5]}T12:00:00+01:00`)].filter((reference) => culture.has(reference));
    expect(onSaturday.length).toBeGreaterThanOrEqual(20);
    const missing = CLOCKS.flatMap((now) => {
      const shown = productionsWithUpcoming(now);
      return onSaturday.filter((reference) => !shown.has(reference)).map((reference) => `${now} ${reference}`);
    });
    expect(missing).toEqual([]);
  });

  it('shows at least 8 culture productions with a date on /kulturprogram, and no production page with rules lacks one', () => {
    const scheduled = new Set(schedule.rules.map((rule) => rule.production));
    for (const now of CLOCKS) {
      const events = generateEvents(schedule, house, content.productions, new Date(now));
      const page = resolvePage({ ...content, events }, '/kulturprogram');
      const program = page?.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks)).find((block) => block.component === 'program');
      const dated = new Set(upcomingAt(now, program?.data.events ?? []).map((event) => event.production.pageReference));
      const listed = (program?.data.productions ?? []).filter((production) => dated.has(production.pageReference));
      expect({ now, listed: listed.length >= 8 }).toEqual({ now, listed: true });
      const shown = new Set(upcomingAt(now, events).map((event) => event.production.pageReference));
      expect({ now, withoutDate: [...scheduled].filter((reference) => !shown.has(reference)) }).toEqual({ now, withoutDate: [] });
    }
  });
});
