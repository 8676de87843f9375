// One-off trial (not committed): publish-to-live of an article and a production change at N productions.
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { siteFolderFamily } from '@/server/rebuild/live-link';
import { syntheticContent } from '@/bench/synthetic-content';

const ROOT = process.cwd();
const N = Number(process.argv[2] ?? 1000);
const PORT = 4200;
const SITE_DIR = 'out-incr-trial';
const secret = 'b'.repeat(24);

async function main() {
  const contentRoot = await syntheticContent(ROOT, N);
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SITE_DIR, CONTENT_ROOT: contentRoot, REBUILD_SECRET: secret, REBUILD_SCHEDULE: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) { lines.push(line); if (/Built |incremental|full build|links to|calendar files:|search index:|security headers:|share images:|Rebuild/.test(line)) console.log(`  | ${line.slice(0, 600)}`); }
  };
  site.stdout?.on('data', take);
  site.stderr?.on('data', take);
  const until = async (check: () => Promise<boolean>, tries = 7200) => {
    for (let i = 0; i < tries; i += 1) {
      if (await check().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('timed out');
  };
  const publish = async (label: string, edit: () => Promise<void>, pagePath: string, marker: string) => {
    await edit();
    const load = os.loadavg()[0]?.toFixed(2);
    const started = Date.now();
    await fetch(`http://127.0.0.1:${PORT}/api/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': secret } });
    await until(async () => (await (await fetch(`http://127.0.0.1:${PORT}${pagePath}`)).text()).includes(marker));
    console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load})`);
  };
  try {
    const t0 = Date.now();
    await until(async () => (await fetch(`http://127.0.0.1:${PORT}/`)).ok);
    console.log(`start build served after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const articleFile = path.join(contentRoot, 'content/articles/personvernerklaering.json');
    const marker = `Oppdatert ${Date.now()}`;
    await publish('one-article publish', async () => {
      const article = JSON.parse(await readFile(articleFile, 'utf8')) as { content: string };
      await writeFile(articleFile, JSON.stringify({ ...article, content: `<p>${marker}</p>${article.content}` }));
    }, '/article/personvernerklaering', marker);
    const reference = 'dragevokterens-datter-dxm2601225';
    const title = `Dragevokterens datter ${Date.now()}`;
    await publish('one-production publish (title and showing time)', async () => {
      const file = path.join(contentRoot, `content/productions/${reference}.json`);
      const production = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...production, title }));
      const scheduleFile = path.join(contentRoot, 'content/schedule.json');
      const schedule = JSON.parse(await readFile(scheduleFile, 'utf8')) as { rules: { production: string; times: string[] }[] };
      const rule = schedule.rules.find((r) => r.production === reference);
      if (rule) rule.times = ['16:30'];
      await writeFile(scheduleFile, JSON.stringify(schedule));
    }, `/${reference}`, title);
  } finally {
    site.kill('SIGTERM');
    await new Promise((r) => site.once('exit', r));
    const leftovers = (await readdir(ROOT)).filter(siteFolderFamily(SITE_DIR));
    await Promise.all([...leftovers.map((n) => rm(path.join(ROOT, n), { recursive: true, force: true })), rm(contentRoot, { recursive: true, force: true })]);
  }
}
main().catch((e: unknown) => { console.error(e); process.exit(1); });
