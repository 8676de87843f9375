#!/usr/bin/env node
/**
 * `npm test`: every test the project has — type check, lint, unit tests (jest), the production
 * builds, end-to-end tests (Playwright on the exported builds), the load test and the editors'
 * rebuild flow — then one closing line `N passed, N failed` over all suites. Exits non-zero when
 * anything failed.
 *
 * Stages that share no files run side by side, so a 2-core machine stays busy (issue 27):
 *   1. type check ‖ lint ‖ unit tests (each of the three alone leaves a core idle);
 *   2. the three builds, one after the other (they share `.next/` and the build lock), as soon as
 *      the type check and lint are done (the type check reads `.next/types`, lint and prettier walk
 *      the folders the builds write), beside the rest of the unit tests (which build only in
 *      temporary folders): the unit tests' last files leave a core idle;
 *   3. the end-to-end suite ‖ the load test ‖ the editors' flow (the load test holds a fixed,
 *      moderate rate and only reads `out/`; the editors' builds write only their own site folders),
 *      as soon as the builds are done, beside unit tests still running.
 * A stage beside another prints its output when it ends, in one piece; each stage's time and the
 * total are printed, and the summary repeats them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const results = [];
const timings = [];
// The build and the end-to-end server agree on an emulator port apart from a developer's `npm start`.
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: '0',
  EMULATOR_PORT: process.env.EMULATOR_PORT ?? '3101',
};
// Test builds let `?island-fault=` make an island throw (tests/e2e/error-pages.spec.ts).
env.ISLAND_FAULT_TEST = '1';
// Every stage runs the project's own Node (the `node` package, docs/architecture.md, Runtime), also
// when this script was started with the machine's: its bin folder comes first on the PATH.
env.PATH = [path.resolve('node_modules/.bin'), env.PATH].join(path.delimiter);
const runtime = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
console.log(`runtime: Node ${runtime}`);
const suiteStarted = Date.now();
mkdirSync('test-results', { recursive: true });

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one stage. `together: true` (a stage beside others) collects its output and prints it in one
 * piece when it ends; otherwise the output streams. Resolves to whether it exited 0.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ together?: boolean, stageEnv?: Record<string, string> }} [options]
 * @returns {Promise<boolean>}
 */
function run(name, command, args, { together = false, stageEnv = {} } = {}) {
  const header = `▶ ${name}: ${command} ${args.join(' ')}`;
  console.log(together ? `\n${header} (started; output when it ends)` : `\n${header}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, ...stageEnv },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (together) console.log(`\n${header}\n${Buffer.concat(output).toString().trimEnd()}`);
      const time = seconds(started);
      timings.push(`${name} ${time} s`);
      console.log(`  ${name} ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${time} s`);
      resolve(status === 0);
    });
    child.on('error', (error) => {
      console.log(`  ${name} could not start: ${error.message}`);
      resolve(false);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A stage without its own test count counts as one test. */
function stage(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/** A Playwright run's counts: flaky and skipped tests count as failures, neither proves the behaviour. */
function playwrightCounts(name, ok, reportFile) {
  const stats = readJson(reportFile)?.stats;
  const failed = stats ? stats.unexpected + stats.flaky + stats.skipped : 1;
  return { name, passed: stats?.expected ?? 0, failed: failed || (ok ? 0 : 1) };
}

for (const file of ['unit', 'e2e', 'load', 'e2e-editors'])
  rmSync(`test-results/${file}.json`, { force: true });

// 1. Type check, lint and unit tests side by side. Jest takes both cores (its default leaves one
// idle on a 2-core machine); the type check and lint each use one.
const unitRun = run(
  'unit tests',
  'npx',
  ['jest', '--ci', '--maxWorkers=2', '--json', '--outputFile=test-results/unit.json'],
  { together: true },
);
const [typesOk, lintOk] = await Promise.all([
  run('type check', 'npx', ['tsc', '--noEmit'], { together: true }),
  run('lint', 'npm', ['run', '--silent', 'lint'], { together: true }),
]);
stage('type check', typesOk);
stage('lint', lintOk);

/** The unit tests' counts, once jest has ended. */
async function unitResult() {
  const unitOk = await unitRun;
  const unit = readJson('test-results/unit.json');
  // A suite that cannot even load counts as a failure, as does a non-zero exit with no failed test;
  // so do skipped (`it.skip`, or left out by a stray `it.only`) and todo tests: neither proves anything.
  const unitFailed =
    (unit?.numFailedTests ?? 0) +
    (unit?.numRuntimeErrorTestSuites ?? 1) +
    (unit?.numPendingTests ?? 0) +
    (unit?.numTodoTests ?? 0);
  return {
    name: 'unit tests',
    passed: unit?.numPassedTests ?? 0,
    failed: unitFailed || (unitOk ? 0 : 1),
  };
}

/** Stages 2 and 3: the builds, then the suites on what they exported. */
async function buildsAndEndToEnd() {
  // 2. One build per film-club backend (member screens exist only there), then the public site (184).
  // Each may generate from the compile before it when that is of the same code and film-club switch
  // (`--reuse-compile`, pipeline/compiled-code.ts): the second member build does, the public one has
  // no film club compiled in and compiles again. Builds stream their output, even beside jest.
  const build = (name, stageEnv) =>
    run(name, 'npx', ['tsx', 'scripts/build.ts', '--reuse-compile'], { stageEnv });
  let built = true;
  for (const partnerId of [118, 178]) {
    built &&= await build(`build for partner ${partnerId}`, {
      PARTNER_ID: String(partnerId),
      SITE_DIR: `out-${partnerId}`,
    });
  }
  built = (await build('build', {})) && built;
  if (!built) {
    console.log('  end-to-end tests not run: the build failed');
    return [
      { name: 'build', passed: 0, failed: 1 },
      { name: 'end-to-end tests', passed: 0, failed: 1 },
    ];
  }
  // 3. The end-to-end suite on the three exported builds, streaming its progress, beside the load
  // test of the site server on out/ (60 s at a fixed rate, loopback only) and the editors' flow,
  // which builds for real (webhook → next build → swap) into its own folders: it shares `.next/`
  // and the build lock with stage 2 only, so it never runs beside those builds.
  const suites = [
    ['end-to-end tests', 'playwright.config.ts', 'test-results/e2e.json', false],
    ['load test', 'playwright.load.config.ts', 'test-results/load.json', true],
    [
      'editors end-to-end tests',
      'playwright.editors.config.ts',
      'test-results/e2e-editors.json',
      true,
    ],
  ];
  const outcomes = await Promise.all(
    suites.map(([name, config, , together]) =>
      run(name, 'npx', ['playwright', 'test', '-c', config], { together }),
    ),
  );
  return [
    { name: 'build', passed: 1, failed: 0 },
    ...suites.map(([name, , report], index) => playwrightCounts(name, outcomes[index], report)),
  ];
}

const [unitCounts, laterCounts] = await Promise.all([unitResult(), buildsAndEndToEnd()]);
results.push(unitCounts, ...laterCounts);

console.log(`\nSummary (${seconds(suiteStarted)} s in all, Node ${runtime})`);
console.log(`  stage times: ${timings.join(', ')}`);
for (const result of results)
  console.log(`  ${result.name}: ${result.passed} passed, ${result.failed} failed`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
