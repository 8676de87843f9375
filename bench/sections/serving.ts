import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { redirectsSchema } from '../../lib/schemas';
import { renderNginxConfig } from '../../pipeline/nginx/config';
import { readSecurityManifest } from '../../policy/security-headers';
import { findBrotliModule } from '../../pipeline/post-export/nginx-config';
import { buildSite } from '../../pipeline/build-site';
import { pickSiteUrls, startSiteProcess } from '../../tests/load/site-process';
import type { BenchContext, BenchSectionRunner, BenchTable } from '../report';

const WARM_UP_S = 2;
const ACCEPT_ENCODING = 'br, gzip';
/** The 404 row's path: no file, page or redirect of the site. */
const MISSING_PATH = '/finnes-ikke-bench';
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Load = BenchContext['config']['bench']['wrk'];

interface Target {
  server: string;
  url: string;
  /** Processes whose CPU time counts as the server's (nginx: its workers). */
  pids: () => number[];
}

/** The Content-Encoding and status one request with `Accept-Encoding: br, gzip` gets (raw, not decoded). */
function probe(url: string): Promise<{ status: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'] ?? 'identity',
        });
      })
      .on('error', reject);
  });
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User plus system CPU seconds of `pid` from /proc/<pid>/stat; `children`: those of its waited-for children instead. */
function cpuSeconds(pid: number, children = false): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
  return (Number(user) + Number(system)) / CLOCK_TICKS;
}

const cpuOf = (pids: number[]) =>
  pids.reduce((sum, pid) => sum + (existsSync(`/proc/${pid}/stat`) ? cpuSeconds(pid) : 0), 0);

/** The child processes of `pid` (nginx's workers). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** What one wrk run measured. */
interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx3xx: number;
  socketErrors: number;
  megabytesPerSecond: number;
  requests: number;
  /** CPU seconds wrk used (its threads together). */
  cpuS: number;
}

/** A wrk duration (`812.00us`, `1.23ms`, `1.01s`) in ms. */
function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed an unknown latency "${text}"`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** A wrk size (`1.23MB`, `512.00KB`, `12B`) in MB. */
function megabytes(text: string): number {
  const match = /^([\d.]+)([KMGT]?B)$/.exec(text);
  if (!match) return 0;
  const scale = { B: 1 / 1024 ** 2, KB: 1 / 1024, MB: 1, GB: 1024, TB: 1024 ** 2 }[match[2] as 'B'];
  return Number(match[1]) * scale;
}

/** Parses wrk's `--latency` report. @throws Error naming the line wrk did not print. */
export function parseWrk(output: string, cpuS: number): WrkResult {
  const find = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (!match?.[1]) throw new Error(`wrk printed no ${what}: ${output.trim().slice(0, 500)}`);
    return match[1];
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Number(find(/^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec')),
    p50Ms: durationMs(find(/^\s+50%\s+(\S+)/m, '50% latency')),
    p99Ms: durationMs(find(/^\s+99%\s+(\S+)/m, '99% latency')),
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    megabytesPerSecond: megabytes(find(/^Transfer\/sec:\s+(\S+)/m, 'Transfer/sec')),
    requests: Number(find(/^\s+(\d+) requests in /m, 'request count')),
    cpuS,
  };
}

/** Fails with the install hint when wrk is not there. */
function requireWrk(): string {
  const result = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (result.error)
    throw new Error(
      'The serving bench needs wrk, a load generator in its own process: apt-get install wrk',
    );
  return /^wrk (\S+)/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? 'wrk';
}

/**
 * Runs wrk against `url` for `durationS` with `load`'s threads and connections and
 * `Accept-Encoding: br, gzip`, in a shell that reports wrk's CPU time when it has waited for it
 * (its children's times in /proc/<shell>/stat).
 */
function runWrk(url: string, load: Load, durationS: number): Promise<WrkResult> {
  const script = `wrk "$@"; status=$?; echo "wrk-cpu-ticks $(cut -d')' -f2 /proc/$$/stat | cut -d' ' -f15,16)"; exit $status`;
  const args = [
    '-c',
    script,
    'wrk',
    `-t${load.threads}`,
    `-c${load.connections}`,
    `-d${durationS}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('sh', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with code ${code}: ${output.trim()}`));
      const ticks = /wrk-cpu-ticks (\d+) (\d+)/.exec(output);
      const cpuS = ticks ? (Number(ticks[1]) + Number(ticks[2])) / CLOCK_TICKS : Number.NaN;
      try {
        resolve(parseWrk(output, cpuS));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** nginx's version line (`nginx/1.22.1`), or undefined when it is not installed. */
function nginxVersion(nginxBinary: string): string | undefined {
  const result = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr.trim().split(' ').pop() ?? 'nginx') : undefined;
}

/**
 * Starts nginx in the foreground with the project's config (pipeline/nginx/config.ts) under a prefix
 * in the scratch folder, as any user may: pid, logs and temp files below the prefix, a high port.
 */
async function startNginx(
  nginxBinary: string,
  siteDir: string,
  port: number,
  prefix: string,
): Promise<{ url: string; stop(): Promise<void>; workers: string; pids(): number[] }> {
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
    pids: () => (child.pid ? [child.pid, ...childrenOf(child.pid)] : []),
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([gone, later(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** One row of the results table: a warm-up, then wrk with the server's and wrk's CPU time over the run. */
async function measure(
  { server, url, pids }: Target,
  label: string,
  load: Load,
  log: BenchContext['log'],
): Promise<(string | number)[]> {
  const { status, encoding } = await probe(url);
  log(
    `serving: ${server} ${label}: warm-up ${WARM_UP_S} s, then wrk ${load.threads} threads, ${load.connections} connections for ${load.durationS} s`,
  );
  await runWrk(url, load, WARM_UP_S);
  const serverCpuBefore = cpuOf(pids());
  const result = await runWrk(url, load, load.durationS);
  const serverCpu = cpuOf(pids()) - serverCpuBefore;
  const percent = (seconds: number) => Math.round((seconds / load.durationS) * 100);
  return [
    server,
    label,
    status,
    Math.round(result.requestsPerSecond),
    Number(result.p99Ms.toFixed(2)),
    Number(result.p50Ms.toFixed(2)),
    result.non2xx3xx,
    result.socketErrors,
    Number(result.megabytesPerSecond.toFixed(1)),
    encoding,
    percent(result.cpuS),
    percent(serverCpu),
  ];
}

/** The verdict on the load generator of one row: saturated when its threads were busy 90 % of the run. */
function saturation(row: (string | number)[], load: Load): string {
  const [server, label, , , , , , , , , wrkCpu, serverCpu] = row;
  const busy = Number(wrkCpu) >= 90 * load.threads;
  const machine = Number(wrkCpu) + Number(serverCpu);
  return `${server}, ${label}: wrk used ${wrkCpu} % CPU of its ${load.threads * 100} % (${busy ? 'saturated: the figure is a floor of what the server can do' : 'not saturated'}), the server ${serverCpu} %; together ${machine} % of the machine's ${os.cpus().length * 100} %.`;
}

/**
 * The serving section of `npm run bench` (issue 7, item 1; issue 15, item 6): requests per second
 * and latency of the site server (`scripts/start.ts` in its own process) and of nginx (Debian
 * package, the project's config) serving the same `out/`, for one film page, one hashed
 * `/_next/static/` script and one 404, measured with wrk (Debian package, C, its own process;
 * BENCH_WRK threads, connections and seconds, default 2, 50, 8) on 127.0.0.1 with
 * `Accept-Encoding: br, gzip`, with the CPU time wrk and each server used, so the table says
 * whether the load generator was the bottleneck. Builds `out/` first when it has no finished build.
 * Ports: BENCH_SERVING_PORT (default 3410) for the site server and the next one for nginx.
 * @throws Error when wrk is missing (`apt-get install wrk`), the site cannot be built or the site
 * server does not start.
 */
export const runServing: BenchSectionRunner = async ({ root, workDir, log, config }) => {
  const wrkVersion = requireWrk();
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
  const { servingPort: port, nginxBin, wrk: load } = config.bench;
  const targets: { label: string; path: string }[] = [
    { label: `film page ${urls.filmPage}`, path: urls.filmPage },
    { label: `hashed asset ${urls.hashedAsset}`, path: urls.hashedAsset },
    { label: `404 ${MISSING_PATH}`, path: MISSING_PATH },
  ];
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  const loadAverage = Number(os.loadavg()[0]?.toFixed(2));

  const site = await startSiteProcess({ root, siteDir, port });
  let siteMemory = '';
  try {
    for (const target of targets)
      rows.push(
        await measure(
          { server: 'site server', url: site.url + target.path, pids: () => [site.pid] },
          target.label,
          load,
          log,
        ),
      );
    const memory = await site.memory();
    const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
    siteMemory = `${mb(memory.rss)} MB resident, ${mb(memory.arrayBuffers)} MB in buffers (the in-memory files among them)`;
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
            {
              server: `${version} (project config)`,
              url: nginx.url + target.path,
              pids: nginx.pids,
            },
            target.label,
            load,
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

  const film = (server: string) =>
    Number(
      rows.find(
        (row) => String(row[0]).startsWith(server) && String(row[1]).startsWith('film'),
      )?.[3],
    );
  const ratio = version ? film('site server') / film(version) : Number.NaN;
  const results: BenchTable = {
    caption: `wrk ${load.threads} threads, ${load.connections} connections for ${load.durationS} s per row (after ${WARM_UP_S} s of warm-up), 127.0.0.1, Accept-Encoding: ${ACCEPT_ENCODING}`,
    columns: [
      'server',
      'URL',
      'status',
      'requests/s',
      'p99 latency (ms)',
      'median latency (ms)',
      'non-2xx/3xx',
      'socket errors',
      'throughput (MB/s)',
      'Content-Encoding',
      'wrk CPU (% of one core)',
      'server CPU (% of one core)',
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
      'site server memory after the run',
      'site server / nginx, film page',
    ],
    rows: [
      [
        os.cpus().length,
        os.cpus()[0]?.model ?? 'unknown',
        loadAverage,
        process.version,
        version ?? 'not installed',
        workers || 'n/a',
        `wrk ${wrkVersion}, its own process`,
        siteMemory,
        Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)} % (goal: at least 25 %)` : 'n/a',
      ],
    ],
  };
  const cpus = os.cpus().length;
  if (loadAverage > cpus)
    notes.push(
      `The machine was busy: load average ${loadAverage} on ${cpus} CPUs at the start. Neither wrk nor the servers could have all the CPU time they asked for; each figure is the share of a contended machine that server got, and only the pairs in this run compare.`,
    );
  notes.push(
    ...rows.map((row) => saturation(row, load)),
    'The load generator runs on the same machine as the server and takes CPU from it: figures compare the two servers under the same conditions; they are not the capacity of a dedicated host. When wrk and the server together use all CPUs, the machine is the limit and each figure is the share of it that server got.',
    'The site server is one Node.js process (one event loop): files in its in-memory table (server/file-table.ts) are answered before fastify routing; nginx runs the worker processes its config asks for (`auto` = one per CPU).',
    'Content-Encoding is what the server chose for `br, gzip`: both send the pre-compressed brotli variant when nginx has the brotli_static module (Debian: libnginx-mod-http-brotli-static); without it nginx sends the gzip variant (`gzip_static`). A script without a pre-compressed variant (too small to gain) is sent as is.',
    "Latency is wrk's per-request figure, from sending the request to the last byte of the answer, queueing behind the other connections included.",
    'Other processes on the machine (see the load average) take CPU too; repeat a run before reading much into a difference under 20 %.',
  );
  return { title: 'Serving', tables: [results, machine], notes };
};
