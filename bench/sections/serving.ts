import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { redirectsSchema } from '../../lib/schemas';
import { renderNginxConfig } from '../../build/nginx/config';
import { readSecurityManifest } from '../../build/policy/security-headers';
import { findBrotliModule } from '../../build/post-export/nginx-config';
import { buildSite } from '../../build/build-site';
import { pickSiteUrls, startSiteProcess } from '../../tests/load/site-process';
import type { BenchContext, BenchSectionRunner, BenchTable } from '../report';

/** Issue 7: 50 connections for 10 s per URL and server, on loopback. */
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const ACCEPT_ENCODING = 'br, gzip';
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  server: string;
  url: string;
}

/** The Content-Encoding one request with `Accept-Encoding: br, gzip` gets (raw, not decoded), or `identity`. */
function negotiatedEncoding(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        response.resume();
        if (response.statusCode !== 200)
          reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(response.headers['content-encoding'] ?? 'identity');
      })
      .on('error', reject);
  });
}

async function load(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
}

/** nginx's version line (`nginx/1.22.1`), or undefined when it is not installed. */
function nginxVersion(nginxBinary: string): string | undefined {
  const result = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr.trim().split(' ').pop() ?? 'nginx') : undefined;
}

/**
 * Starts nginx in the foreground with the project's config (build/nginx/config.ts) under a prefix
 * in the scratch folder, as any user may: pid, logs and temp files below the prefix, a high port.
 */
async function startNginx(
  nginxBinary: string,
  siteDir: string,
  port: number,
  prefix: string,
): Promise<{ url: string; stop(): Promise<void>; workers: string }> {
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  // The production config the build emits, with the same headers, redirects and brotli module, on a bench port.
  const redirects = redirectsSchema.parse(
    JSON.parse(await readFile(path.resolve('content/redirects.json'), 'utf8')),
  );
  const config = renderNginxConfig({
    root: siteDir,
    port,
    prefix,
    listen: '127.0.0.1',
    redirects,
    security: await readSecurityManifest(siteDir),
    brotliModule: await findBrotliModule(),
  });
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const foreground = /^\s*daemon\s/m.test(config) ? [] : ['-g', 'daemon off;'];
  const child: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-c', file, ...foreground], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (exited) throw new Error(`nginx exited: ${stderr.trim()}`);
    if (
      (await fetch(`${url}/`).then(
        (response) => response.status,
        () => undefined,
      )) === 200
    )
      break;
    if (tries > 120) {
      child.kill('SIGKILL');
      throw new Error(`nginx on ${url} did not answer / with 200 within 30 s: ${stderr.trim()}`);
    }
    await later(250);
  }
  return {
    url,
    workers: /^\s*worker_processes\s+([^;]+);/m.exec(config)?.[1] ?? '1',
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([gone, later(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** One row of the results table. */
async function measure(
  { server, url }: Target,
  label: string,
  log: BenchContext['log'],
): Promise<(string | number)[]> {
  const encoding = await negotiatedEncoding(url);
  log(
    `serving: ${server} ${label}: warm-up ${WARM_UP_S} s, then ${CONNECTIONS} connections for ${DURATION_S} s`,
  );
  await load(url, WARM_UP_S);
  const result = await load(url, DURATION_S);
  const responses = Object.values(result.statusCodeStats).reduce(
    (sum, { count }) => sum + count,
    0,
  );
  return [
    server,
    label,
    Math.round(result.requests.average),
    result.latency.p99,
    result.latency.p50,
    result.non2xx,
    result.errors + result.timeouts,
    Number((result.throughput.average / 1e6).toFixed(2)),
    responses > 0 ? Math.round(result.throughput.total / responses) : 0,
    encoding,
  ];
}

/**
 * The serving section of `npm run bench` (issue 7, item 1): requests per second and latency of
 * the site server (`scripts/start.ts` in its own process, so autocannon does not share its event
 * loop) and of nginx (Debian package, the project's config) serving the same `out/`, for one film
 * page and one hashed `/_next/static/` script, each at 50 connections for 10 s on 127.0.0.1 with
 * `Accept-Encoding: br, gzip`. Builds `out/` first when it has no finished build.
 * Ports: BENCH_SERVING_PORT (default 3410) for the site server and the next one for nginx.
 * @throws Error when the site cannot be built or the site server does not start.
 */
export const runServing: BenchSectionRunner = async ({ root, workDir, log, config }) => {
  const siteDir = path.join(root, 'out');
  if (
    !(await access(path.join(siteDir, 'build-info.json')).then(
      () => true,
      () => false,
    ))
  ) {
    log('serving: out/ has no finished build; building it');
    await buildSite({ root, outDir: siteDir, config: config.build });
  }
  const urls = await pickSiteUrls(siteDir);
  const { servingPort: port, nginxBin } = config.bench;
  const targets: { label: string; path: string }[] = [
    { label: `film page ${urls.filmPage}`, path: urls.filmPage },
    { label: `hashed asset ${urls.hashedAsset}`, path: urls.hashedAsset },
  ];
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  const loadAverage = Number(os.loadavg()[0]?.toFixed(2));

  const site = await startSiteProcess({ root, siteDir, port });
  try {
    for (const target of targets)
      rows.push(
        await measure(
          { server: 'site server (fastify)', url: site.url + target.path },
          target.label,
          log,
        ),
      );
  } finally {
    await site.stop();
  }

  const version = nginxVersion(nginxBin);
  let workers = '';
  if (version) {
    const nginx = await startNginx(nginxBin, siteDir, port + 1, path.join(workDir, 'nginx'));
    workers = nginx.workers;
    try {
      for (const target of targets)
        rows.push(
          await measure(
            { server: `${version} (project config)`, url: nginx.url + target.path },
            target.label,
            log,
          ),
        );
    } finally {
      await nginx.stop();
    }
  } else {
    notes.push(
      `nginx was not measured: ${nginxBin} is missing (Debian: \`apt-get install nginx-light\`, or set NGINX_BIN).`,
    );
  }

  const results: BenchTable = {
    caption: `${CONNECTIONS} connections for ${DURATION_S} s per row (after ${WARM_UP_S} s of warm-up), 127.0.0.1, Accept-Encoding: ${ACCEPT_ENCODING}`,
    columns: [
      'server',
      'URL',
      'requests/s (mean)',
      'p99 latency (ms)',
      'median latency (ms)',
      'non-2xx',
      'errors and timeouts',
      'throughput (MB/s)',
      'bytes per response',
      'Content-Encoding',
    ],
    rows,
  };
  const machine: BenchTable = {
    caption: 'Conditions of this run',
    columns: [
      'CPUs',
      'CPU model',
      'load average (1 min, at start)',
      'Node.js',
      'nginx',
      'nginx worker_processes',
      'load generator',
    ],
    rows: [
      [
        os.cpus().length,
        os.cpus()[0]?.model ?? 'unknown',
        loadAverage,
        process.version,
        version ?? 'not installed',
        workers || 'n/a',
        'autocannon 9, in the bench process',
      ],
    ],
  };
  notes.push(
    'The load generator runs on the same machine as the server and takes CPU from it: figures compare the two servers under the same conditions; they are not the capacity of a dedicated host.',
    'The site server is one Node.js process (one event loop); nginx runs the worker processes its config asks for (`auto` = one per CPU).',
    'Content-Encoding is what the server chose for `br, gzip`: both send the pre-compressed brotli variant when nginx has the brotli_static module (Debian: libnginx-mod-http-brotli-static); without it nginx sends the gzip variant (`gzip_static`) and bytes per response differ.',
    "Latency is autocannon's per-request figure in whole milliseconds, from sending the request to the last byte of the answer, queueing behind the other 49 connections included.",
    "autocannon reads every byte in JavaScript: for the large script both servers may be held back by the client rather than by themselves; compare the film-page rows for the servers' own cost per request.",
    'Other processes on the machine (see the load average) take CPU too; repeat a run before reading much into a difference under 20 %.',
  );
  return { title: 'Serving', tables: [results, machine], notes };
};
