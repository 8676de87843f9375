import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = jest.fn(async () => ({ module: 'axios' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load failed (a chunk that did not arrive)', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
