import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('collects an unreachable object now, without --expose-gc on the command line', async () => {
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    const ref = (() => new WeakRef({ productions: new Array(100_000).fill('Dune') }))();
    // The object is there until a collection runs (WeakRef keeps it alive for the current turn).
    expect(ref.deref()?.productions).toHaveLength(100_000);
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    // Safe to call again, and the flag is off again for the rest of the process.
    collectGarbage();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
  });
});
