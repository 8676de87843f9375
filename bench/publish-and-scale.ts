/**
 * Benchmark (not a test; issue 5): build time of the site at 1,000 and 5,000 productions made by a
 * generator from the embedded ones, and publish-to-live seconds for the embedded site: an edit,
 * the rebuild webhook, until the site serves the new text. Prints figures; asserts nothing.
 * Run: `npm run bench:publish` (BENCH_SIZES=1000,5000 by default).
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../scripts/build-site';

const ROOT = process.cwd();

/** A copy of the embedded content with `count` productions (copies of the real ones with new catalogue numbers) and their schedule rules. */
async function syntheticContent(count: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${count}-`));
  await cp(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(ROOT, 'page-definitions'), path.join(dir, 'page-definitions'), { recursive: true });
  const folder = path.join(dir, 'content/productions');
  const originals = await Promise.all((await readdir(folder)).map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<string, unknown>));
  const schedule = JSON.parse(await readFile(path.join(dir, 'content/schedule.json'), 'utf8')) as { rules: { production: string }[] };
  const rules = [...schedule.rules];
  for (let index = originals.length; index < count; index += 1) {
    const source = originals[index % originals.length] ?? {};
    const film = source.object === 'movie';
    const catalogue = film ? `DXM${String(5_000_000 + index)}` : `B${String(index).padStart(6, '0')}`.slice(0, 8);
    const slug = `${String(source.pageReference).replace(/-[a-z0-9]+$/, '')}-${index}-${catalogue.toLowerCase()}`;
    await writeFile(
      path.join(folder, `${slug}.json`),
      JSON.stringify({ ...source, id: `prod-${catalogue.toLowerCase()}`, catalogueNumber: catalogue, pageReference: slug, ...(film && { parentSlug: slug, ediNumber: String(600_000 + index) }), title: `${String(source.title)} ${index}` }),
    );
    const rule = schedule.rules.find((candidate) => candidate.production === source.pageReference);
    if (rule) rules.push({ ...rule, production: slug });
  }
  await writeFile(path.join(dir, 'content/schedule.json'), JSON.stringify({ ...schedule, rules }));
  return dir;
}

async function timedBuild(label: string, contentRoot: string): Promise<void> {
  process.env.CONTENT_ROOT = contentRoot;
  const outDir = path.join(ROOT, `out-bench`);
  const started = Date.now();
  const report = await buildSite({ root: ROOT, outDir });
  console.log(`BENCH build ${label}: ${report.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${(report.pages / ((Date.now() - started) / 1000)).toFixed(1)} pages/s)`);
  await rm(outDir, { recursive: true, force: true });
  delete process.env.CONTENT_ROOT;
}

/** Publish-to-live: the site runs with a rebuild secret; an article is edited; the webhook is called; time until the new text is served. */
async function publishToLive(): Promise<void> {
  const contentRoot = await syntheticContent(0);
  const port = 3400;
  const secret = 'b'.repeat(24);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: 'out-bench-live', EMULATOR_PORT: '3401', CONTENT_ROOT: contentRoot, REBUILD_SECRET: secret };
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/start.ts'], { env, stdio: 'ignore' });
  const until = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 600; tries += 1) {
      if (await check().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('timed out');
  };
  try {
    await until(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok);
    const file = path.join(contentRoot, 'content/articles/personvernerklaering.json');
    const article = JSON.parse(await readFile(file, 'utf8')) as { content: string };
    const marker = `Oppdatert ${Date.now()}`;
    await writeFile(file, JSON.stringify({ ...article, content: `<p>${marker}</p>${article.content}` }));
    const started = Date.now();
    await fetch(`http://127.0.0.1:${port}/api/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': secret } });
    await until(async () => (await (await fetch(`http://127.0.0.1:${port}/article/personvernerklaering`)).text()).includes(marker));
    console.log(`BENCH publish-to-live (embedded site): ${((Date.now() - started) / 1000).toFixed(1)} s from webhook to new text served`);
  } finally {
    site.kill();
    const leftovers = (await readdir(ROOT)).filter((name) => /^out-\d{13}$/.test(name) || name === 'out-bench-live' || name === 'site-current');
    await Promise.all([...leftovers.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })), rm(contentRoot, { recursive: true, force: true })]);
  }
}

async function main() {
  await publishToLive();
  for (const size of (process.env.BENCH_SIZES ?? '1000,5000').split(',').map(Number)) {
    const dir = await syntheticContent(size);
    try {
      await timedBuild(`${size} productions`, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
