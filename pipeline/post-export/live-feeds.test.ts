import { cp, mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calendarEntries } from '@/engine';
import { calendarHref } from '@/lib/calendar';
import { CALENDAR_FEED_IDS, calendarFeedHref, veventOf } from '@/lib/calendar-feeds';
import type { ContentSet } from '@/lib/schemas';
import { localContentSource } from '@/services/content';
import { testBuild } from '@/tests/config';
import { calendarFilesStep } from './calendar-files';
import { feedsStep } from './feeds';
import { calendarUid } from '@/lib/calendar-event';
import { liveVevents } from './live-feeds';
import type { PostExportContext } from './step';

const ROOT = path.resolve(__dirname, '../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let content: ContentSet;
const folders: string[] = [];

beforeAll(async () => {
  content = (await localContentSource(ROOT).load({ now: NOW })).content;
}, 60_000); // loading and validating the embedded content is slow on a busy machine
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

const folder = async (name: string) => {
  const made = await mkdtemp(path.join(os.tmpdir(), `live-feeds-${name}-`));
  folders.push(made);
  return made;
};

/** A full build's calendar files and feeds of `of` in a new folder. */
async function fullBuild(of: ContentSet, name: string): Promise<string> {
  const outDir = await folder(name);
  const context = { root: ROOT, outDir, content: of, build: testBuild({}, NOW), filmclub: null };
  await calendarFilesStep.run(context);
  await feedsStep.run(context);
  return outDir;
}

/**
 * An incremental rebuild's calendar steps over `live`, as pipeline/incremental/assemble.ts leaves
 * the folder: the calendar files of events not in `events` linked from the live build's (here a
 * hard-linked copy of its folder, those events' files removed), the others written again.
 */
async function incrementalBuild(
  of: ContentSet,
  live: string,
  events: ReadonlySet<string>,
  calendarsUnchanged: boolean,
): Promise<string> {
  const outDir = await folder('next');
  await rm(outDir, { recursive: true });
  await cp(path.join(live, 'kalender'), path.join(outDir, 'kalender'), { recursive: true });
  for (const id of events)
    await unlink(path.join(outDir, calendarHref({ id }).slice(1))).catch(() => undefined);
  const context: PostExportContext = {
    root: ROOT,
    outDir,
    content: of,
    build: testBuild({}, new Date(NOW.getTime() + 3_600_000)),
    filmclub: null,
    incremental: { live, pages: new Set(), events, calendarsUnchanged, linked: new Set() },
  };
  await calendarFilesStep.run(context);
  await feedsStep.run(context);
  return outDir;
}

const feedFiles = (outDir: string) =>
  Promise.all(
    CALENDAR_FEED_IDS.map((id) =>
      readFile(path.join(outDir, calendarFeedHref(id).slice(1)), 'utf8'),
    ),
  );

describe('subscribable calendars of an incremental rebuild', () => {
  it('take from the live whole-house calendar each showing as its own file gives it', async () => {
    const live = await fullBuild(content, 'live');
    const vevents = await liveVevents(live);
    // The subject is there: every showing of the embedded content is in the calendar.
    expect(vevents.size).toBe(content.events.length);
    for (const { id } of content.events) {
      const name = calendarHref({ id }).slice(1);
      expect(vevents.get(calendarUid(id, content.site))).toBe(
        veventOf(await readFile(path.join(live, name), 'utf8'), name),
      );
    }
  }, 120_000);

  it('equal a full build’s when a production changed, its showings taken anew and the others from the live calendar', async () => {
    const live = await fullBuild(content, 'live');
    const changed = content.productions.find((production) =>
      content.events.some((event) => event.production.pageReference === production.pageReference),
    );
    if (!changed) throw new Error('the embedded content has no production with showings');
    const next: ContentSet = {
      ...content,
      productions: content.productions.map((production) =>
        production === changed
          ? { ...production, title: `${production.title} (ny tittel)` }
          : production,
      ),
    };
    const events = new Set(
      [...calendarEntries(next).values()]
        .filter(({ production }) => production.pageReference === changed.pageReference)
        .map(({ event }) => event.id),
    );
    const [full, incremental] = await Promise.all([
      fullBuild(next, 'full'),
      incrementalBuild(next, live, events, false),
    ]);
    const expected = await feedFiles(full);
    // The subject is there: the whole-house calendar shows the new title.
    expect(expected[0]).toContain('(ny tittel)');
    expect(await feedFiles(incremental)).toEqual(expected);
  }, 120_000);

  it('are the live build’s files, linked, when no production or event changed', async () => {
    const live = await fullBuild(content, 'live');
    const next = await incrementalBuild(content, live, new Set(), true);
    for (const id of CALENDAR_FEED_IDS) {
      const file = calendarFeedHref(id).slice(1);
      const [ours, theirs] = await Promise.all([
        stat(path.join(next, file)),
        stat(path.join(live, file)),
      ]);
      expect(ours.size).toBeGreaterThan(0);
      expect(ours.ino).toBe(theirs.ino);
    }
  }, 120_000);
});
