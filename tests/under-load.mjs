#!/usr/bin/env node
/**
 * Runs a command on a busy machine: starts CPU-bound processes beside it (two by default: on this
 * 2-core machine every stage then shares its cores with them), runs the command, and stops them
 * when it ends, also on Ctrl-C. Proves that no test depends on how fast the machine is (issue 27).
 *
 *   node tests/under-load.mjs [--burners N] [-- command args...]   (default command: npm test)
 *
 * Exits with the command's status; prints the burners' count and the command's time.
 */
import { spawn } from 'node:child_process';

const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const options = separator === -1 ? argv : argv.slice(0, separator);
const command = separator === -1 ? ['npm', 'test'] : argv.slice(separator + 1);
const burnersIndex = options.indexOf('--burners');
const burners = burnersIndex === -1 ? 2 : Number(options[burnersIndex + 1]);
if (!Number.isInteger(burners) || burners < 1 || command.length === 0) {
  console.error('usage: node tests/under-load.mjs [--burners N] [-- command args...]');
  process.exit(2);
}

// Each burner spins on one core at normal priority, like a second build or a busy CI neighbour.
const burning = Array.from({ length: burners }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
);
const stopBurners = () => burning.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });

console.log(`under load: ${burners} CPU-bound processes beside \`${command.join(' ')}\``);
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('close', (status) => {
  stopBurners();
  console.log(
    `under load: \`${command.join(' ')}\` exited ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s beside ${burners} CPU-bound processes`,
  );
  process.exit(status ?? 1);
});
