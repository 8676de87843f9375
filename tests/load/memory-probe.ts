/**
 * Preloaded into the site server by the load test and the serving benchmark (`--import`): on the
 * IPC message `{ memory: id }` it runs a full garbage collection (with `--expose-gc`) and answers
 * `{ id, ...process.memoryUsage() }` in bytes, so memory is compared without uncollected garbage.
 */
process.on('message', (message: { memory?: number }) => {
  if (typeof message?.memory !== 'number') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ id: message.memory, ...process.memoryUsage(), collected: Boolean(gc) });
});
