/**
 * Preloaded into the site server by the load test and the serving benchmark (`--import`): on the
 * IPC message `memory` it runs a full garbage collection (with `--expose-gc`) and answers
 * `process.memoryUsage()` in bytes, so memory is compared without the noise of uncollected garbage.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ ...process.memoryUsage(), collected: Boolean(gc) });
});
