import { TokenCache } from './token-cache';

describe('TokenCache', () => {
  it('replaces a short-lived token at half its lifetime when that is shorter than the margin', async () => {
    let clock = 0;
    let fetched = 0;
    const cache = new TokenCache(
      async () => ({ value: `t${++fetched}`, expiresAt: clock + 30_000 }),
      () => clock,
    );
    await expect(cache.get()).resolves.toBe('t1');
    clock = 14_000;
    await expect(cache.get()).resolves.toBe('t1');
    clock = 15_000;
    await expect(cache.get()).resolves.toBe('t2');
  });

  it('keeps a token that another caller already replaced when an old one is invalidated', async () => {
    let fetched = 0;
    const cache = new TokenCache(
      async () => ({ value: `t${++fetched}`, expiresAt: Number.MAX_SAFE_INTEGER }),
      () => 0,
    );
    await cache.get();
    cache.invalidate('t1');
    await expect(cache.get()).resolves.toBe('t2');
    cache.invalidate('t1');
    await expect(cache.get()).resolves.toBe('t2');
  });
});
