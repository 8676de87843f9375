import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentSet } from '@/lib/schemas';
import { calendarEntries } from '@/engine';
import { eventCalendarFile } from '@/lib/calendar';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { contentSet } from '@/tests/fixtures';
import { calendarFilesStep } from './calendar-files';

const ROOT = path.resolve(__dirname, '../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let content: ContentSet;
let outDir: string;

beforeAll(async () => {
  content = (await localContentSource(ROOT).load({ now: NOW })).content;
}, 60_000); // loading and validating the embedded content is slow on a busy machine

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'calendar-files-'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

const run = (of: ContentSet) =>
  calendarFilesStep.run({
    root: ROOT,
    outDir,
    content: of,
    build: testBuild({}, NOW),
    filmclub: null,
  });

describe('calendar files step', () => {
  it('writes kalender/<event id>.ics for every event, the event’s iCalendar file stamped with the build clock', async () => {
    const entries = [...calendarEntries(content).values()];
    expect(entries.length).toBeGreaterThan(0);
    await run(content);

    const files = await readdir(path.join(outDir, 'kalender'));
    expect(files.sort()).toEqual(entries.map(({ event }) => `${event.id}.ics`).sort());
    const { event, production } = entries[0]!;
    const file = await readFile(path.join(outDir, 'kalender', `${event.id}.ics`), 'utf8');
    expect(file).toBe(eventCalendarFile(event, production, content.site, NOW));
    expect(file).toContain(`UID:${event.id}@${content.site.host}`);
    expect(file).toContain('DTSTAMP:20261121T080000Z');
  });

  it('writes no calendar folder for content without events', async () => {
    await run(contentSet({ events: [] }));
    expect(await readdir(outDir)).toEqual([]);
  });

  it('runs in an editors’ preview too, since preview pages link to the files', () => {
    expect(calendarFilesStep.preview).toBe(true);
  });
});
