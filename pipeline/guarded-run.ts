import { spawn } from 'node:child_process';

/**
 * The guard between a build process and `next build` (issue 26 item 5): a tiny Node process that
 * leads its own process group, starts the command in it, and kills the whole group (the command
 * and its workers) as soon as its stdin closes, which the OS does when the build process dies in
 * any way, kill -9 included, or when it gets SIGTERM, SIGINT or SIGHUP. It exits with the
 * command's code.
 */
const GUARD = `
const { spawn } = require('node:child_process');
const [command, ...args] = process.argv.slice(1);
const stopAll = () => {
  try { process.kill(-process.pid, 'SIGKILL'); } catch { process.exit(1); }
};
process.stdin.on('end', stopAll).on('error', stopAll).resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stopAll);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('error', (error) => { console.error(error.message); process.exit(127); });
child.on('exit', (code) => process.exit(code ?? 1));
`;

export interface GuardedRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Called with the process group of the command (the guard's pid) once it runs, to record it (build-lock.ts). */
  onStart?: (group: number) => void | Promise<void>;
}

/**
 * Runs `command args` so that it never outlives this process: through the guard above, in a
 * process group of its own, whose stdin is a pipe from this process. Output goes to this
 * process's stdout and stderr.
 * @throws Error naming the command and its exit code when it fails.
 */
export function runGuarded(
  command: string,
  args: readonly string[],
  { cwd, env, onStart }: GuardedRunOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const guard = spawn(process.execPath, ['-e', GUARD, command, ...args], {
      cwd,
      env,
      stdio: ['pipe', 'inherit', 'inherit'],
      detached: true,
    });
    guard.on('error', reject);
    if (guard.pid !== undefined) void Promise.resolve(onStart?.(guard.pid)).catch(reject);
    guard.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with code ${code ?? signal}`)),
    );
  });
}
