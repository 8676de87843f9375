import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentSet } from '@/lib/schemas';
import { calendarEntries } from '@/engine';
import { eventCalendarFile } from '@/lib/calendar';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { parseICalendar } from '@/tests/icalendar';
import { contentSet } from '@/tests/fixtures';
import { calendarFilesStep, calendarJobs, EVENTS_PER_WORKER, inWorkers } from './calendar-files';
import { writeCalendarFiles } from './calendar-writer';

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
  it('writes kalender/<event id>.ics for every event, the event’s iCalendar file, whose DTSTAMP is not the build clock', async () => {
    const entries = [...calendarEntries(content).values()];
    expect(entries.length).toBeGreaterThan(0);
    await run(content);

    const files = await readdir(path.join(outDir, 'kalender'));
    expect(files.sort()).toEqual(entries.map(({ event }) => `${event.id}.ics`).sort());
    // Every file passes the strict reader: CRLF lines of at most 75 octets (RFC 5545 3.1).
    for (const name of files)
      expect(() =>
        parseICalendar(readFileSync(path.join(outDir, 'kalender', name), 'utf8')),
      ).not.toThrow();
    const { event, production } = entries[0]!;
    const file = await readFile(path.join(outDir, 'kalender', `${event.id}.ics`), 'utf8');
    expect(file).toBe(eventCalendarFile(event, production, content.site));
    expect(file).toContain(`UID:${event.id}@${content.site.host}`);
    expect(file).toContain('DTSTAMP:20260101T000000Z');
  });

  it('writes no calendar folder for content without events', async () => {
    await run(contentSet({ events: [] }));
    expect(await readdir(outDir)).toEqual([]);
  });

  it('runs in an editors’ preview too, since preview pages link to the files', () => {
    expect(calendarFilesStep.preview).toBe(true);
  });
});

/** Every file below `dir` by its path relative to it, with its bytes. */
async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dir, name))] as const),
    ),
  );
}

describe('calendar files in worker threads', () => {
  /** The embedded events, copied under new ids to twice `EVENTS_PER_WORKER`: enough for two threads. */
  const manyEntries = () => {
    const embedded = [...calendarEntries(content).values()];
    return Array.from({ length: 2 * EVENTS_PER_WORKER }, (_, index) => {
      const { event, production } = embedded[index % embedded.length]!;
      return { production, event: { ...event, id: `${event.id}-${index}` } };
    });
  };

  it('write the same files, byte for byte, as the inline path', async () => {
    const entries = manyEntries();
    const jobs = calendarJobs({ outDir, entries, site: content.site }, 2);
    expect(jobs).toHaveLength(2);
    await inWorkers(ROOT, jobs);
    const inline = await mkdtemp(path.join(os.tmpdir(), 'calendar-inline-'));
    try {
      await writeCalendarFiles(inline, entries, content.site);
      const expected = await filesIn(inline);
      expect(expected.size).toBe(entries.length);
      expect(await filesIn(outDir)).toEqual(expected);
    } finally {
      await rm(inline, { recursive: true, force: true });
    }
  });

  it('fail with the name of an event whose file cannot be made', async () => {
    const [first, ...rest] = [...calendarEntries(content).values()];
    const broken = {
      ...first!,
      event: { ...first!.event, id: 'broken-event', startTime: 'not a date' },
    };
    const job = { outDir, site: content.site };
    await expect(
      inWorkers(ROOT, [
        { ...job, entries: rest },
        { ...job, entries: [broken] },
      ]),
    ).rejects.toThrow(/calendar file for event 'broken-event'/);
  });
});
