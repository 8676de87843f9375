import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseConfig } from '@/lib/config';
import { osloDay, osloWallTimeToIso } from '@/lib/time';
import { buildSite } from '@/pipeline/build-site';
import { siteFolderFamily } from '@/server/rebuild/live-link';
import { localContentSource } from '@/services/content';

/*
 * Deterministic output (issue 31; docs/architecture.md, Deterministic output): a build of the
 * embedded public site generated from the compile `.next/` holds, minutes after a full compile's
 * build, writes the same bytes in every file but the build records (so Next's build id comes from
 * the code, not chance, and a clock minutes later changes nothing); one a day later changes only
 * pages that show showings. Three real builds, one at a time under the build lock with the suite's
 * others; only the folders named here (`out-det-*`) are made and removed.
 */

const ROOT = process.cwd();
/** The build records, which say when they were built (`.build-record.json` holds the build clock for the incremental rebuild's plan). */
const RECORDS = new Set(['build-info.json', '.content-problems.json', '.build-record.json']);
const MINUTE = 60_000;

/**
 * A page's markup without its scripts, their hashes (the page's meta policy, policy/page-csp.ts)
 * and the halls' «Åpent nå» statuses (components/shared/open-now.tsx: the footer of every page
 * holds one, whose text and openings follow the build's day and hour by design; the browser
 * corrects them).
 */
const markupBesidesOpenNow = (page: Buffer | undefined): string =>
  (page?.toString('utf8') ?? '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '')
    .replace(/<span class="open-now"[^>]*>[^<]*<\/span>/g, '');
const FOLDERS = ['out-det-minutes', 'out-det-compiled', 'out-det-day'];

/** The embedded public site's build configuration at `clock`, whatever the shell's site is. */
function publicBuild(clock: Date) {
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_CLOCK: clock.toISOString() };
  for (const name of ['PARTNER_ID', 'CONTENT_SOURCE', 'CONTENT_ROOT', 'SITE_DIR']) delete env[name];
  return parseConfig(env).build;
}

const build = (outDir: string, clock: Date, reuseCompile: boolean) =>
  buildSite({ root: ROOT, outDir, config: publicBuild(clock), reuseCompile });

/** Every file of a site folder (through its link) by relative path, with its bytes. */
async function filesOf(siteDir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(path.join(ROOT, siteDir), { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(path.join(ROOT, siteDir), path.join(entry.parentPath, entry.name)),
    );
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(ROOT, siteDir, name))] as const),
    ),
  );
}

/** The names of files that differ between two sites (or exist in one only), build records aside. */
function differing(one: Map<string, Buffer>, other: Map<string, Buffer>): string[] {
  const names = new Set([...one.keys(), ...other.keys()]);
  return [...names]
    .filter((name) => !RECORDS.has(name))
    .filter((name) => {
      const a = one.get(name);
      const b = other.get(name);
      return !a || !b || !a.equals(b);
    })
    .sort();
}

/**
 * A clock on the morning of 26 November 2026 with no showing starting or leaving the programme
 * (15 minutes after its start) from a minute before it to `span` after it: the embedded content's
 * programme is generated from the build's Oslo day, so it is read at that day's clock.
 */
async function quietClock(span: number): Promise<Date> {
  const day = osloDay(new Date('2026-11-26T12:00:00+01:00'));
  const morning = new Date(osloWallTimeToIso(day, '09:00'));
  const { content } = await localContentSource(ROOT).load({ now: morning });
  const edges = content.events.flatMap((event) => {
    const start = Date.parse(event.startTime);
    return [start, start + 15 * MINUTE];
  });
  expect(edges.length).toBeGreaterThan(0);
  for (let at = morning.getTime(); at < morning.getTime() + 12 * 60 * MINUTE; at += MINUTE) {
    if (!edges.some((edge) => edge >= at - MINUTE && edge <= at + span + MINUTE))
      return new Date(at);
  }
  throw new Error('no quiet clock on 26 November: every minute is near a showing');
}

async function removeOurFolders() {
  const ours = FOLDERS.map((folder) => siteFolderFamily(folder));
  for (const name of await readdir(ROOT))
    if (ours.some((family) => family(name)))
      await rm(path.join(ROOT, name), { recursive: true, force: true });
}

test.beforeAll(removeOurFolders);
test.afterAll(removeOurFolders);

test('a build from the kept compile minutes after a full compile is byte-identical; a day later only pages with showings change', async () => {
  const clock = await quietClock(5 * MINUTE);

  // One build proves two things (a build less in the suite's longest stage): generated from the
  // compile `.next/` holds (the public site's, when `npm test` runs this) five minutes after the
  // clock, with no showing starting or leaving in between, it writes the same files as a fresh full
  // compile's build at the clock. A difference from either the compile or the clock would show.
  await build('out-det-minutes', new Date(clock.getTime() + 5 * MINUTE), true);
  await build('out-det-compiled', clock, false);
  const minutes = await filesOf('out-det-minutes');
  const compiled = await filesOf('out-det-compiled');
  // The subject is there: pages, their data, calendar files, search index, sitemap, service worker.
  for (const name of [
    'index.html',
    'kinoprogram.html',
    'kinoprogram.txt',
    'search-index.json',
    'sitemap.xml',
    'sw.js',
  ])
    expect(compiled.has(name), name).toBe(true);
  expect(
    [...compiled.keys()].filter((name) => name.startsWith('kalender/')).length,
  ).toBeGreaterThan(0);
  expect(differing(minutes, compiled)).toEqual([]);

  // A day later the programme moves on: only pages that show showings change, and the halls'
  // «Åpent nå» status in every page's footer (it follows the clock by design).
  await build('out-det-day', new Date(clock.getTime() + 24 * 60 * MINUTE), true);
  const day = await filesOf('out-det-day');
  const changedPages = differing(compiled, day).filter(
    (name) => name.endsWith('.html') && compiled.has(name) && day.has(name),
  );
  expect(changedPages.length).toBeGreaterThan(0);
  const changedBesidesOpenNow = (name: string) =>
    markupBesidesOpenNow(compiled.get(name)) !== markupBesidesOpenNow(day.get(name));
  const withoutShowings = changedPages.filter(
    (name) =>
      !compiled.get(name)?.toString('utf8').includes('data-showing-start') &&
      changedBesidesOpenNow(name),
  );
  expect(withoutShowings).toEqual([]);
  const plainArticles = [...compiled.keys()].filter(
    (name) =>
      /^article\/[^/]+\.html$/.test(name) &&
      !compiled.get(name)?.toString('utf8').includes('data-showing-start'),
  );
  expect(plainArticles.length).toBeGreaterThan(0);
  expect(
    plainArticles.filter((name) => changedPages.includes(name) && changedBesidesOpenNow(name)),
  ).toEqual([]);
  // A showing's calendar file names no build clock (DTSTAMP): the same a day later.
  const sameShowings = [...compiled.keys()].filter(
    (name) => name.startsWith('kalender/') && day.has(name),
  );
  expect(sameShowings.length).toBeGreaterThan(0);
  expect(sameShowings.filter((name) => !compiled.get(name)?.equals(day.get(name)!))).toEqual([]);
});
