/**
 * Benchmark (not a test; issue 5): publish-to-live seconds for the embedded site: an edit, the
 * rebuild webhook, until the site serves the new text. Prints figures; asserts nothing.
 * Also the editors' preview of a draft (`previewOfDraft`).
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

/**
 * Preview: the embedded-size site from the Contentful protocol test server, with a preview token;
 * an editor saves a draft article (only the Preview API answers it) and opens its preview; time
 * from the request to the page served (one preview build: build/build-site.ts with `preview`).
 */
async function previewOfDraft(): Promise<void> {
  const { articleEntry, entries, startCdaServer } =
    await import('@/services/content/contentful/cda-server');
  const cda = await startCdaServer({ previewToken: 'bench-preview' });
  cda.answer(entries([articleEntry('a1', { slug: 'publisert' })]));
  const port = 3402;
  const password = 'bench-redaksjon';
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: 'out-bench-preview',
      EMULATOR_PORT: '3403',
      REBUILD_SCHEDULE: 'off',
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'bench',
      CONTENTFUL_ACCESS_TOKEN: 'bench-delivery',
      CONTENTFUL_HOST: cda.host,
      CONTENTFUL_PREVIEW_TOKEN: 'bench-preview',
      CONTENTFUL_PREVIEW_HOST: cda.host,
      EDITOR_PASSWORD: password,
      PREVIEW_MAX_AGE: '0',
    },
    stdio: 'ignore',
  });
  const authorization = `Basic ${Buffer.from(`redaksjon:${password}`).toString('base64')}`;
  const preview = (slug: string) =>
    fetch(`http://127.0.0.1:${port}/redaksjon/forhandsvisning/article/${slug}`, {
      headers: { authorization },
    });
  try {
    for (let tries = 0; tries < 2400; tries += 1) {
      if ((await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Let the warm-up build finish, so the measured request runs one build of its own.
    await preview('publisert');
    const marker = `Utkast ${Date.now()}`;
    cda.answerPreview(
      entries([
        articleEntry('a1', { slug: 'publisert' }),
        articleEntry('a2', { slug: 'utkast', content: `<p>${marker}</p>` }),
      ]),
    );
    const started = Date.now();
    const body = await (await preview('utkast')).text();
    if (!body.includes(marker)) throw new Error('the preview does not show the draft');
    console.log(
      `BENCH preview (embedded site): ${((Date.now() - started) / 1000).toFixed(1)} s from opening the preview of a new draft article to the page served`,
    );
  } finally {
    site.kill();
    await cda.close();
    const leftovers = (await readdir(ROOT)).filter((name) => name.startsWith('out-bench-preview'));
    await Promise.all(
      leftovers.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })),
    );
  }
}

async function main() {
  await publishToLive();
  await previewOfDraft();
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
