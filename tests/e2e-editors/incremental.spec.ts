import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteFolderFamily } from '@/server/rebuild/live-link';

/**
 * Incremental rebuilds (docs/architecture.md, Incremental rebuilds; issue 31, point 3): a content
 * change rebuilt over the live build must give the same files as a full build of the changed
 * content, while generating only the pages the change touches. Real builds of the embedded site
 * from a copy of its content, at one pinned clock, generated from the compile `npm test` left in
 * `.next/` (the public site's).
 */

const ROOT = process.cwd();
const CLOCK = '2026-11-26T10:00:00.000Z';
/** The live site an editor changes, rebuilt incrementally. */
const LIVE = 'out-incr-live';
/** Full builds of the same changed content, one per change, to compare with. */
const FULL_ARTICLE = 'out-incr-full-article';
const FULL_PRODUCTION = 'out-incr-full-production';
/** Files that say when and how their build ran, so they may differ. */
const ALLOWED =
  /^(?:build-info\.json|\.content-problems\.json|\.build-record\.json)(?:\.br|\.gz)?$/;

let contentRoot = '';

/** Runs `npm run build` (scripts/build.ts) into `siteDir` from the content copy; resolves with its output. */
function build(siteDir: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/build.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, SITE_DIR: siteDir, CONTENT_ROOT: contentRoot, CONTENT_CLOCK: CLOCK },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build of ${siteDir} failed:\n${output}`)),
    );
  });
}

/** The summary line's last words (pipeline/build-site.ts): `incremental: …` or `full build: …`. */
const howBuilt = (output: string) =>
  /^Built .*; (incremental: .*|full build: .*)\.$/m.exec(output)?.[1];

/** Every file below `dir`, relative, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The files of two site folders that are missing from one or differ in bytes, by name. */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)]);
  const found: string[] = [];
  for (const file of new Set([...left, ...right])) {
    if (ALLOWED.test(file)) continue;
    if (!left.includes(file)) found.push(`${file} (only in ${path.basename(b)})`);
    else if (!right.includes(file)) found.push(`${file} (only in ${path.basename(a)})`);
    else {
      const [x, y] = await Promise.all([
        readFile(path.join(a, file)),
        readFile(path.join(b, file)),
      ]);
      if (!x.equals(y)) found.push(`${file} (differs)`);
    }
  }
  return found;
}

async function editJson(file: string, edit: (value: Record<string, unknown>) => void) {
  const full = path.join(contentRoot, file);
  const value = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>;
  edit(value);
  await writeFile(full, `${JSON.stringify(value, null, 2)}\n`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  contentRoot = await mkdtemp(path.join(os.tmpdir(), 'incr-content-'));
  await Promise.all(
    ['content', 'page-definitions'].map((folder) =>
      cp(path.join(ROOT, folder), path.join(contentRoot, folder), { recursive: true }),
    ),
  );
  await build(LIVE, '--reuse-compile');
});

test.afterAll(async () => {
  const mine = [LIVE, FULL_ARTICLE, FULL_PRODUCTION].map(siteFolderFamily);
  const names = (await readdir(ROOT)).filter((name) => mine.some((family) => family(name)));
  await Promise.all([
    ...names.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })),
    rm(contentRoot, { recursive: true, force: true }),
  ]);
});

test('the same content published again regenerates two pages (Next exports no empty route)', async () => {
  const output = await build(LIVE, '--incremental');
  expect(howBuilt(output), output).toMatch(/^incremental: 2 of \d+ pages regenerated$/);
  const html = await readFile(path.join(ROOT, LIVE, 'kinoprogram.html'), 'utf8');
  expect(html).toContain('<h1');
});

test("an article's change regenerates a few pages and gives the full build's files", async () => {
  const slug = 'gavekort-til-jul';
  await editJson(`content/articles/${slug}.json`, (value) => {
    value.title = 'Gavekort til jul – nå også på nett';
  });
  const output = await build(LIVE, '--incremental');
  const how = howBuilt(output);
  expect(how, output).toMatch(/^incremental: \d+ of \d+ pages regenerated$/);
  const [regenerated, pages] = (how ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(pages).toBeGreaterThan(100);
  // The article's page, the news list and the front page.
  expect(regenerated).toBeLessThanOrEqual(5);
  const html = await readFile(path.join(ROOT, LIVE, 'article', `${slug}.html`), 'utf8');
  expect(html).toContain('Gavekort til jul – nå også på nett');

  await build(FULL_ARTICLE, '--reuse-compile');
  expect(await differences(LIVE, FULL_ARTICLE)).toEqual([]);
});

test("a production's new title and showing time regenerate its pages and give the full build's files", async () => {
  const reference = 'dragevokterens-datter-dxm2601225';
  await editJson(`content/productions/${reference}.json`, (value) => {
    value.title = 'Dragevokterens datter (norsk tale)';
  });
  await editJson('content/schedule.json', (value) => {
    const rules = value.rules as { production: string; times: string[] }[];
    const rule = rules.find((candidate) => candidate.production === reference);
    if (!rule) throw new Error(`schedule.json has no rule for ${reference}`);
    rule.times = ['16:30'];
  });
  const output = await build(LIVE, '--incremental');
  const how = howBuilt(output);
  expect(how, output).toMatch(/^incremental: \d+ of \d+ pages regenerated$/);
  const [regenerated, pages] = (how ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(pages).toBeGreaterThan(100);
  // The film's page and the lists that show it (front page, cinema programme, film overview, the
  // programme overview, Den store kinodagen): no article page names it, no culture list shows it.
  expect(regenerated).toBeLessThanOrEqual(8);
  const html = await readFile(path.join(ROOT, LIVE, `${reference}.html`), 'utf8');
  expect(html).toContain('Dragevokterens datter (norsk tale)');
  expect(html).toContain('16:30');

  await build(FULL_PRODUCTION, '--reuse-compile');
  expect(await differences(LIVE, FULL_PRODUCTION)).toEqual([]);
});

test('a menu change builds every page, and the summary line says why', async () => {
  const file = path.join(contentRoot, 'content/menu.json');
  const menu = JSON.parse(await readFile(file, 'utf8')) as { label: string }[];
  const first = menu[0];
  if (!first) throw new Error('menu.json is empty');
  first.label = 'Kinoen vår';
  await writeFile(file, `${JSON.stringify(menu, null, 2)}\n`);
  const output = await build(LIVE, '--incremental');
  expect(howBuilt(output), output).toBe('full build: menus changed');
  const html = await readFile(path.join(ROOT, LIVE, 'om-kinoen.html'), 'utf8');
  expect(html).toContain('Kinoen vår');
});
