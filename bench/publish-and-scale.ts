/**
 * Benchmark (not a test; issue 5): publish-to-live seconds for the embedded site: an edit, the
 * rebuild webhook, until the site serves the new text. Prints figures; asserts nothing.
 * Run: `npm run bench:publish`. Build time at 1,000-10,000 productions: `npm run bench:build`.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { syntheticContent } from './synthetic-content';

const ROOT = process.cwd();

/** Publish-to-live: the site runs with a rebuild secret; an article is edited; the webhook is called; time until the new text is served. */
async function publishToLive(): Promise<void> {
  const contentRoot = await syntheticContent(ROOT, 0);
  const port = 3400;
  const secret = 'b'.repeat(24);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: 'out-bench-live',
    EMULATOR_PORT: '3401',
    CONTENT_ROOT: contentRoot,
    REBUILD_SECRET: secret,
  };
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env,
    stdio: 'ignore',
  });
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
    await writeFile(
      file,
      JSON.stringify({ ...article, content: `<p>${marker}</p>${article.content}` }),
    );
    const started = Date.now();
    await fetch(`http://127.0.0.1:${port}/api/rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': secret },
    });
    await until(async () =>
      (
        await (await fetch(`http://127.0.0.1:${port}/article/personvernerklaering`)).text()
      ).includes(marker),
    );
    console.log(
      `BENCH publish-to-live (embedded site): ${((Date.now() - started) / 1000).toFixed(1)} s from webhook to new text served`,
    );
  } finally {
    site.kill();
    const leftovers = (await readdir(ROOT)).filter(
      (name) =>
        /^out-\d{13}(?:\.builds|\.nginx)?$/.test(name) ||
        name.startsWith('out-bench-live') ||
        name === 'site-current',
    );
    await Promise.all([
      ...leftovers.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })),
      rm(contentRoot, { recursive: true, force: true }),
    ]);
  }
}

async function main() {
  await publishToLive();
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
