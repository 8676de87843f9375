/**
 * The publish section of `npm run bench` and `npm run bench:publish` (issues 5, 15, 16 and 31):
 * publish-to-live seconds (an edit, the rebuild webhook, until the site serves the change) for the
 * embedded site, for 1,000 productions, and at 10,000 productions for a one-article and a
 * one-production change (one start build serves both), and the editors' preview of a draft. Each
 * figure carries its goal, the load average at the request and what the measured build said about
 * itself (pipeline/build-site.ts: its summary line, incremental or full). After the one-article
 * publish at 1,000 productions, the deploy of the new build to an S3 protocol test server after the
 * live one's (issue 31 point 2: under 50 objects uploaded). Ports: BENCH_PORT_BASE (+0 the
 * publishing site, +1 the preview site, +2 the S3 test server) and BENCH_EMULATOR_PORT (+0, +1).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { childEnv } from '@/lib/config/child-env';
import type { BenchSectionRunner } from '../report';
import { deployFigure, deployLive, startDeployTarget } from '../publish/deploy-figure';
import {
  EDITED_ARTICLE,
  editArticle,
  editProduction,
  unrelatedProduction,
  type Edit,
} from '../publish/edits';
import {
  collectOutput,
  removeSiteFolders,
  startPublishingSite,
  stopSite,
  type Ports,
  type PublishingSite,
} from '../publish/publishing-site';
import { publishSection, type PublishFigure } from '../publish/section-report';
import { buildSummary, type BuildSummary } from '../publish/summary';

export type { Ports } from '../publish/publishing-site';

const ROOT = process.cwd();
/** The SITE_DIR of the preview measurement's site: its cleanup removes this family only. */
const PREVIEW_SITE_DIR = 'out-bench-preview';

const label = (productions: number) =>
  productions === 0 ? 'embedded site' : `${productions.toLocaleString('en-US')} productions`;

/**
 * Publishes `edit` (made by `change` in the site's content) and checks the site: the edited page
 * shows the change (and `alsoShows`), and `unrelated` is still served with its text.
 * @throws Error when a check fails.
 */
async function publishEdit(
  site: PublishingSite,
  change: () => Promise<Edit>,
  unrelated: { pathname: string; text: string },
): Promise<{ seconds: number; load: string | undefined; build: BuildSummary }> {
  if (!(await site.page(unrelated.pathname)).includes(unrelated.text))
    throw new Error(`${unrelated.pathname} does not show "${unrelated.text}" before the publish`);
  const edit = await change();
  const published = await site.publish(edit.pathname, edit.shows);
  const page = await site.page(edit.pathname);
  const missing = edit.alsoShows.filter((text) => !page.includes(text));
  if (missing.length > 0)
    throw new Error(`${edit.pathname} shows the change but not ${missing.join(', ')}`);
  if (!(await site.page(unrelated.pathname)).includes(unrelated.text))
    throw new Error(`${unrelated.pathname} no longer shows "${unrelated.text}" after the publish`);
  return published;
}

/**
 * Publish-to-live of a one-article change at `productions` productions; with `deployPort`, the
 * live build is deployed to an S3 test server there before the edit and the new build after the
 * publish (outside the measured time).
 */
async function publishArticle(
  ports: Ports,
  productions: number,
  goalSeconds: number,
  deployPort?: number,
): Promise<PublishFigure> {
  const site = await startPublishingSite(ROOT, ports, productions);
  const target = deployPort === undefined ? undefined : await startDeployTarget(deployPort);
  try {
    const live = await site.liveBuild();
    const liveError = target && (await deployLive(target, live));
    const unrelated = await unrelatedProduction(site.contentRoot, '');
    const published = await publishEdit(
      site,
      () => editArticle(site.contentRoot, `Oppdatert ${Date.now()}`),
      unrelated,
    );
    const deploy = target && (await deployFigure(target, live, await site.liveBuild(), liveError));
    return {
      id: productions === 0 ? 'publish-embedded' : `publish-${productions}`,
      what: `publish-to-live (${label(productions)}): one article changed, webhook to new text served`,
      goalSeconds,
      ...published,
      ...(deploy && { deploy }),
    };
  } finally {
    await target?.close();
    await site.close();
  }
}

/** Goals at 10,000 productions (issue 31 point 6). */
const ARTICLE_GOAL_AT_SCALE = 15;
const PRODUCTION_GOAL_AT_SCALE = 30;

/**
 * At `productions` productions, from one start build: a one-article publish, then a one-production
 * publish (description and a showing time), each when `chosen` names it.
 */
async function publishAtScale(
  ports: Ports,
  productions: number,
  chosen: ReadonlySet<string>,
): Promise<PublishFigure[]> {
  const site = await startPublishingSite(ROOT, ports, productions);
  const figures: PublishFigure[] = [];
  const id = (kind: string) => `publish-${productions}-${kind}`;
  try {
    const production = await unrelatedProduction(site.contentRoot, '');
    // The unrelated page of the production publish: an article whose title needs no escaping, or,
    // after the article publish, the edited article with its change (an earlier change is kept).
    let article = {
      pathname: '/article/slik-kjoper-du-billetter',
      text: 'Slik kjøper du billetter',
    };
    if (chosen.has(id('article'))) {
      const marker = `Oppdatert ${Date.now()}`;
      const published = await publishEdit(
        site,
        () => editArticle(site.contentRoot, marker),
        production,
      );
      article = { pathname: `/article/${EDITED_ARTICLE}`, text: marker };
      figures.push({
        id: id('article'),
        what: `publish-to-live (${label(productions)}): one article changed, webhook to new text served`,
        goalSeconds: ARTICLE_GOAL_AT_SCALE,
        ...published,
      });
    }
    if (chosen.has(id('production'))) {
      const published = await publishEdit(
        site,
        () => editProduction(site.contentRoot, `Endret ${Date.now()}`, site.page),
        article,
      );
      figures.push({
        id: id('production'),
        what: `publish-to-live (${label(productions)}): one production's description and a showing time changed, webhook to its page served`,
        goalSeconds: PRODUCTION_GOAL_AT_SCALE,
        ...published,
      });
    }
    return figures;
  } finally {
    await site.close();
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
    const from = output.length;
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
      build: buildSummary(output.slice(from)),
    };
  } finally {
    await stopSite(site);
    await cda.close();
    await removeSiteFolders(ROOT, PREVIEW_SITE_DIR);
  }
}

/** A measurement: the figures it can give (their ids) and how it gives those `chosen` of them. */
export interface PublishMeasurement {
  ids: readonly string[];
  run(ports: Ports, chosen: ReadonlySet<string>): Promise<PublishFigure[]>;
}

/** The measurements in report order. */
export const PUBLISH_MEASUREMENTS: readonly PublishMeasurement[] = [
  { ids: ['publish-embedded'], run: async (ports) => [await publishArticle(ports, 0, 10)] },
  {
    ids: ['publish-1000'],
    run: async (ports) => [await publishArticle(ports, 1000, 45, ports.portBase + 2)],
  },
  {
    ids: ['publish-10000-article', 'publish-10000-production'],
    run: (ports, chosen) => publishAtScale(ports, 10_000, chosen),
  },
  { ids: ['preview'], run: async (ports) => [await previewOfDraft(ports)] },
];

/**
 * The measurements to run for BENCH_ONLY (comma-separated figure ids; all when unset), each with
 * the ids chosen of it. @throws Error naming an unknown id and the known ones.
 */
export function chooseMeasurements(
  only: string | undefined,
  measurements: readonly PublishMeasurement[] = PUBLISH_MEASUREMENTS,
): { measurement: PublishMeasurement; chosen: ReadonlySet<string> }[] {
  const known = measurements.flatMap((measurement) => measurement.ids);
  const ids = only
    ? only
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : known;
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY: no measurement ${unknown.map((id) => `"${id}"`).join(', ')} (${known.join(', ')})`,
    );
  return measurements.flatMap((measurement) => {
    const chosen = new Set(measurement.ids.filter((id) => ids.includes(id)));
    return chosen.size > 0 ? [{ measurement, chosen }] : [];
  });
}

export const runPublish: BenchSectionRunner = async (context) => {
  const { portBase, emulatorPort } = context.config.bench;
  const figures: PublishFigure[] = [];
  // The section runs every measurement: BENCH_ONLY names sections in `npm run bench`.
  for (const { measurement, chosen } of chooseMeasurements(undefined)) {
    context.log(`${[...chosen].join(', ')}: start`);
    figures.push(...(await measurement.run({ portBase, emulatorPort }, chosen)));
  }
  return publishSection(figures);
};
