/**
 * `npm run bench` (issue 7): runs every section of bench/sections/index.ts on this machine and
 * writes the report as `bench/results/latest.md` and `latest.json` (git keeps the history), then prints the Markdown. A section that throws is reported as failed with its message; the
 * others still run. `BENCH_ONLY=javascript,lighthouse` runs a subset (section ids).
 * Benchmarks print figures; they assert nothing (the budgets are tests).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown, type BenchContext, type BenchSection } from './report';
import { SECTIONS } from './sections';
import { parseConfig } from '@/lib/config';

const TITLE = 'Kulturhuset benchmark';
/** A run is quiet when the 1-minute load average is under this at the start of each section (issue 15 item 7). */
const QUIET_LOAD = 2;

/** How long a section waits at most for the machine to become quiet before it starts anyway (ms). */
const QUIET_WAIT_MS = 5 * 60_000;

/**
 * Waits until the 1-minute load average is under QUIET_LOAD (the previous section's builds and
 * servers leave it high for a minute or two), polling every 5 s, at most QUIET_WAIT_MS; a machine
 * busy with other work is reported as such in the Machine section rather than waited for forever.
 */
async function settle(log: (message: string) => void): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  const load = () => os.loadavg()[0] ?? 0;
  if (load() < QUIET_LOAD) return;
  log(`waiting for the load average to fall under ${QUIET_LOAD} (now ${load().toFixed(2)})`);
  while (load() >= QUIET_LOAD && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
}

/** The sections to run: all, or those BENCH_ONLY names. @throws Error naming an unknown id. */
function chosenSections(only: string | undefined) {
  if (!only) return SECTIONS;
  const ids = only
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !SECTIONS.some((section) => section.id === id));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY names unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.map((section) => section.id).join(', ')}`,
    );
  return SECTIONS.filter((section) => ids.includes(section.id));
}

/** The machine the figures come from, for the report's first section. */
function machineSection(
  started: Date,
  durationMs: number,
  ran: string[],
  loads: readonly { id: string; load: number }[],
): BenchSection {
  const cpus = os.cpus();
  const busy = loads.filter(({ load }) => load >= QUIET_LOAD);
  return {
    title: 'Machine',
    tables: [
      {
        caption: 'Where and when this run was made',
        columns: ['figure', 'value'],
        rows: [
          ['started (UTC)', started.toISOString().replace('T', ' ').slice(0, 19)],
          ['CPU', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
          ['memory (GB)', Math.round(os.totalmem() / 1024 ** 3)],
          ['load average (1 min) at start', loads[0]?.load.toFixed(2) ?? '-'],
          ...loads.map(({ id, load }) => [
            `load average (1 min) at the start of ${id}`,
            load.toFixed(2),
          ]),
          ['OS', `${os.type()} ${os.release()}`],
          ['Node.js', process.version],
          ['sections', ran.join(', ')],
          ['whole run (s)', Math.round(durationMs / 1000)],
        ],
      },
    ],
    notes: [
      'Figures are from one run on this machine; other work on it (load average) makes timings slower, not byte counts.',
      ...(busy.length > 0
        ? [
            `Not a quiet run (load average under 2 at the start of each section): ${busy.map(({ id, load }) => `${id} started at ${load.toFixed(2)}`).join(', ')}.`,
          ]
        : []),
    ],
  };
}

async function main() {
  const root = process.cwd();
  const config = parseConfig(process.env);
  const sections = chosenSections(config.bench.only);
  const started = new Date();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'kulturhuset-bench-'));
  const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
  const results: { id: string; status: 'ok' | 'failed'; section: BenchSection }[] = [];
  // The load average at the start of each section: a quiet run has it under QUIET_LOAD everywhere.
  const loads: { id: string; load: number }[] = [];
  try {
    for (const { id, run } of sections) {
      const context: BenchContext = {
        root,
        workDir,
        config,
        log: (message) => log(`${id}: ${message}`),
      };
      await settle(context.log);
      const sectionStarted = Date.now();
      loads.push({ id, load: os.loadavg()[0] ?? 0 });
      log(`${id}: start (load average ${loads[loads.length - 1]?.load.toFixed(2)})`);
      try {
        results.push({ id, status: 'ok', section: await run(context) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`${id}: FAILED: ${message}`);
        results.push({
          id,
          status: 'failed',
          section: {
            title: `${id} (failed)`,
            tables: [],
            notes: [`The section failed: ${message.split('\n')[0]}`],
          },
        });
      }
      log(`${id}: done in ${((Date.now() - sectionStarted) / 1000).toFixed(0)} s`);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const all = [
    machineSection(
      started,
      Date.now() - started.getTime(),
      sections.map((section) => section.id),
      loads,
    ),
    ...results.map((result) => result.section),
  ];
  const markdown = renderMarkdown(TITLE, all);
  const json = `${JSON.stringify({ title: TITLE, startedAt: started.toISOString(), sections: [{ id: 'machine', status: 'ok', ...all[0] }, ...results.map(({ id, status, section }) => ({ id, status, ...section }))] }, null, 2)}\n`;
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  await Promise.all([
    writeFile(path.join(dir, 'latest.md'), markdown),
    writeFile(path.join(dir, 'latest.json'), json),
  ]);
  process.stdout.write(markdown);
  log('wrote bench/results/latest.md and bench/results/latest.json');
  if (results.some((result) => result.status === 'failed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
