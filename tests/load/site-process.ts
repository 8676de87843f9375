import { fork, type ChildProcess } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv } from '@/lib/config';

/** Bytes, from `process.memoryUsage()` in the server after a full garbage collection (memory-probe.ts). */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** False when the server could not collect garbage first (no `--expose-gc`). */
  collected: boolean;
}

export interface SiteProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Memory of the server process; rejects after 30 s without an answer. */
  memory(): Promise<ServerMemory>;
  stop(): Promise<void>;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `npm start`'s server (`scripts/start.ts`) in its own process on 127.0.0.1:`port`, serving
 * the existing build `siteDir` as is (SKIP_BUILD=1), without the emulator and without the rebuild
 * webhook, with memory-probe.ts preloaded. Resolves once `/` answers 200.
 * @throws Error when the process exits or `/` does not answer within 90 s.
 */
export async function startSiteProcess({
  root,
  siteDir,
  port,
}: {
  root: string;
  siteDir: string;
  port: number;
}): Promise<SiteProcess> {
  const env: NodeJS.ProcessEnv = {
    ...childEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    SKIP_BUILD: '1',
    START_EMULATOR: '0',
    REBUILD_SCHEDULE: 'off',
  };
  delete env.REBUILD_SECRET;
  delete env.CONTENTFUL_WEBHOOK_SECRET;
  const probe = pathToFileURL(path.join(root, 'tests/load/memory-probe.ts')).href;
  const child: ChildProcess = fork(path.join(root, 'scripts/start.ts'), [], {
    cwd: root,
    env,
    execArgv: ['--import', 'tsx', '--expose-gc', '--import', probe],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited: string | undefined;
  child.once(
    'exit',
    (code, signal) => (exited = `the site server exited (${signal ?? `code ${code}`})`),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(exited);
    const status = await fetch(`${url}/`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(
        `the site server on ${url} did not answer / with 200 within 90 s (last: ${status ?? 'no answer'})`,
      );
    }
    await later(250);
  }
  let asked = 0;
  return {
    url,
    pid: child.pid ?? -1,
    memory: () =>
      new Promise<ServerMemory>((resolve, reject) => {
        const id = (asked += 1);
        const answer = (message: ServerMemory & { id?: number }) => {
          if (message?.id !== id) return;
          child.off('message', answer);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          child.off('message', answer);
          reject(new Error('the site server did not report its memory within 30 s'));
        }, 30_000);
        child.on('message', answer);
        child.send({ memory: id });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, later(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** What the benchmark and the load test request: pages and hashed assets of a build that answer 200. */
export interface SiteUrls {
  /** A film page (`/brev-fra-lyon-dxm2601249`). */
  filmPage: string;
  /** The largest script the film page loads (`/_next/static/chunks/….js`). */
  hashedAsset: string;
  /** More pages of each kind, and more assets the film page loads, for a mix. */
  pages: string[];
  assets: string[];
}

/**
 * Picks the URLs from an exported site folder: a film page (its path ends in the catalogue
 * number, `-dxm<digits>`), the front page and other pages, and the hashed assets the film page
 * references.
 * @throws Error when the folder has no film page or the film page no `/_next/static/` script.
 */
export async function pickSiteUrls(siteDir: string): Promise<SiteUrls> {
  const htmlFiles = (await readdir(siteDir))
    .filter((name) => name.endsWith('.html') && !/^(?:404|_not-found)\.html$/.test(name))
    .sort();
  const film = htmlFiles.find((name) => /-dxm\d+\.html$/.test(name));
  if (!film)
    throw new Error(`${siteDir} has no film page (<slug>-dxm<digits>.html); build the site first`);
  const html = await readFile(path.join(siteDir, film), 'utf8');
  const referenced = [
    ...new Set(
      [...html.matchAll(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g)].map((match) => match[0]),
    ),
  ];
  const sized = await Promise.all(
    referenced.map(async (asset) => ({
      asset,
      size: (await stat(path.join(siteDir, asset)).catch(() => undefined))?.size ?? -1,
    })),
  );
  const assets = sized
    .filter((entry) => entry.size >= 0)
    .sort((a, b) => b.size - a.size)
    .map((entry) => entry.asset);
  const hashedAsset = assets.find((asset) => asset.endsWith('.js'));
  if (!hashedAsset) throw new Error(`${film} in ${siteDir} loads no /_next/static/ script`);
  const filmPage = `/${film.replace(/\.html$/, '')}`;
  const others = ['kinoprogram', 'kulturprogram', 'nyheter', 'kontakt-oss']
    .filter((name) => htmlFiles.includes(`${name}.html`))
    .map((name) => `/${name}`);
  return { filmPage, hashedAsset, pages: ['/', filmPage, ...others], assets };
}
