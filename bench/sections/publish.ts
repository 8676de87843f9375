/**
 * The publish section of `npm run bench` and `npm run bench:publish` (issues 5, 15 and 16):
 * publish-to-live seconds (an edit, the rebuild webhook, until the site serves the new text) for
 * the embedded site and for 1,000 productions (bench/synthetic-content.ts), and the editors'
 * preview of a draft. Each figure carries its goal (issue 15: at most 10 s and 45 s; issue 16:
 * a preview in at most 15 s), the load average at the request and the measured build's phases
 * (pipeline/build-site.ts logs them). Ports: BENCH_PORT_BASE (+0 the publishing site, +1 the preview
 * site) and BENCH_EMULATOR_PORT (+0, +1 baked into those builds).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '@/lib/config/child-env';
import { siteFolderFamily } from '@/server/rebuild/live-link';
import type { BenchSectionRunner } from '../report';
import { syntheticContent } from '../synthetic-content';

const ROOT = process.cwd();
/** The SITE_DIR of the preview measurement's site: its cleanup removes this family only. */
const PREVIEW_SITE_DIR = 'out-bench-preview';

/** The bench's ports (lib/config: BENCH_PORT_BASE, BENCH_EMULATOR_PORT). */
export interface Ports {
  portBase: number;
  emulatorPort: number;
}

/** One measured publish: seconds from the editor's action to the page served. */
export interface PublishFigure {
  /** `publish-embedded`, `publish-1000` or `preview` (BENCH_ONLY names of `npm run bench:publish`). */
  id: string;
  what: string;
  seconds: number;
  goalSeconds: number;
  /** The 1-minute load average when the measured request was made. */
  load: string | undefined;
  /** The measured build's summary line (pages, seconds, phases). */
  build: string;
}

/** Stops a site started by a measurement and waits until it has exited. */
async function stopSite(site: ChildProcess): Promise<void> {
  if (site.exitCode !== null) return;
  site.kill();
  await new Promise((resolve) => site.once('exit', resolve));
}

/** Keeps the last lines a site printed: the bench quotes the rebuild's phase line from them. */
function collectOutput(child: ChildProcess): string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n'));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return lines;
}

/** The last build's summary line (pages, seconds and phases) among a site's output lines. */
const lastBuildLine = (lines: readonly string[]) =>
  [...lines].reverse().find((line) => line.startsWith('Built ')) ?? '(no build line printed)';

/** Publish-to-live: the site runs with a rebuild secret; an article is edited; the webhook is called; time until the new text is served. */
async function publishToLive(ports: Ports, productions: number): Promise<PublishFigure> {
  const label =
    productions === 0 ? 'embedded site' : `${productions.toLocaleString('en')} productions`;
  const contentRoot = await syntheticContent(ROOT, productions);
  const port = ports.portBase;
  const secret = 'b'.repeat(24);
  const siteDir = `out-bench-live-${productions}`;
  const env = childEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    EMULATOR_PORT: String(ports.emulatorPort),
    CONTENT_ROOT: contentRoot,
    REBUILD_SECRET: secret,
  });
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(site);
  const until = async (check: () => Promise<boolean>, tries = 600) => {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      if (await check().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`timed out; the site printed:\n${output.slice(-20).join('\n')}`);
  };
  try {
    // The start build of 1,000 productions takes minutes: wait up to 30 min for it.
    await until(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 7200);
    const file = path.join(contentRoot, 'content/articles/personvernerklaering.json');
    const article = JSON.parse(await readFile(file, 'utf8')) as { content: string };
    const marker = `Oppdatert ${Date.now()}`;
    await writeFile(
      file,
      JSON.stringify({ ...article, content: `<p>${marker}</p>${article.content}` }),
    );
    const load = os.loadavg()[0]?.toFixed(2);
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
    return {
      id: productions === 0 ? 'publish-embedded' : `publish-${productions}`,
      what: `publish-to-live (${label}): webhook to new text served`,
      seconds: (Date.now() - started) / 1000,
      goalSeconds: productions === 0 ? 10 : 45,
      load,
      build: lastBuildLine(output),
    };
  } finally {
    await stopSite(site);
    // Only what this run's site made: `site-current` and `out-<epoch ms>` belong to a server the
    // developer may run from the same checkout (deleting them took its site down).
    const leftovers = (await readdir(ROOT)).filter(siteFolderFamily(siteDir));
    await Promise.all([
      ...leftovers.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })),
      rm(contentRoot, { recursive: true, force: true }),
    ]);
  }
}

/**
 * Preview: the embedded-size site from the Contentful protocol test server, with a preview token;
 * an editor saves a draft article (only the Preview API answers it) and opens its preview; time
 * from the request to the page served (one preview build: pipeline/build-site.ts with `preview`).
 */
async function previewOfDraft(ports: Ports): Promise<PublishFigure> {
  const { articleEntry, entries, startCdaServer } = await import('@/testing/cda-server');
  const cda = await startCdaServer({ previewToken: 'bench-preview' });
  cda.answer(entries([articleEntry('a1', { slug: 'publisert' })]));
  const port = ports.portBase + 1;
  const password = 'bench-redaksjonens-passord';
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: PREVIEW_SITE_DIR,
      EMULATOR_PORT: String(ports.emulatorPort + 1),
      REBUILD_SCHEDULE: 'off',
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'bench',
      CONTENTFUL_ACCESS_TOKEN: 'bench-delivery',
      CONTENTFUL_HOST: cda.host,
      CONTENTFUL_PREVIEW_TOKEN: 'bench-preview',
      CONTENTFUL_PREVIEW_HOST: cda.host,
      EDITOR_PASSWORD: password,
      PREVIEW_MAX_AGE: '0',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(site);
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
    const load = os.loadavg()[0]?.toFixed(2);
    const started = Date.now();
    const body = await (await preview('utkast')).text();
    if (!body.includes(marker)) throw new Error('the preview does not show the draft');
    return {
      id: 'preview',
      what: 'preview (embedded site): opening the preview of a new draft article to the page served',
      seconds: (Date.now() - started) / 1000,
      goalSeconds: 15,
      load,
      build: lastBuildLine(output),
    };
  } finally {
    await stopSite(site);
    await cda.close();
    const leftovers = (await readdir(ROOT)).filter(siteFolderFamily(PREVIEW_SITE_DIR));
    await Promise.all(
      leftovers.map((name) => rm(path.join(ROOT, name), { recursive: true, force: true })),
    );
  }
}

/** The measurements by id, in report order. */
export const PUBLISH_MEASUREMENTS: Record<string, (ports: Ports) => Promise<PublishFigure>> = {
  'publish-embedded': (ports) => publishToLive(ports, 0),
  'publish-1000': (ports) => publishToLive(ports, 1000),
  preview: previewOfDraft,
};

/** `met`, or by how many seconds the figure misses its goal. */
export const publishGoal = ({ seconds, goalSeconds }: PublishFigure): string =>
  seconds <= goalSeconds
    ? `met (≤ ${goalSeconds} s)`
    : `missed by ${(seconds - goalSeconds).toFixed(1)} s (goal ≤ ${goalSeconds} s)`;

export const runPublish: BenchSectionRunner = async (context) => {
  const { portBase, emulatorPort } = context.config.bench;
  const figures: PublishFigure[] = [];
  for (const [id, measure] of Object.entries(PUBLISH_MEASUREMENTS)) {
    context.log(`${id}: start`);
    figures.push(await measure({ portBase, emulatorPort }));
  }
  return {
    title: 'Publish',
    tables: [
      {
        caption:
          "From an editor's change to the page served (site server, `npm start` as in production)",
        columns: ['measurement', 'seconds', 'goal', 'load average at the request'],
        rows: figures.map((figure) => [
          figure.what,
          Number(figure.seconds.toFixed(1)),
          publishGoal(figure),
          figure.load ?? '-',
        ]),
      },
    ],
    notes: [
      "Publish-to-live: the site runs `npm start` with a rebuild secret; an article file is edited and `POST /api/rebuild` called; the time runs until the article's page shows the new text. The rebuild is content-only: Next generates from the start build's compile (docs/architecture.md, Content-only rebuilds).",
      'Preview: the site reads a Contentful protocol test server with a preview token; a new draft article is saved and its preview opened; the time runs until the preview page is served (one preview build).',
      ...figures.map((figure) => `${figure.id}, the measured build: ${figure.build}`),
    ],
  };
};
