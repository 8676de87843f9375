import { chooseMeasurements } from './publish';

describe('the measurements BENCH_ONLY chooses in npm run bench:publish', () => {
  const ids = (only: string | undefined) =>
    chooseMeasurements(only).map(({ chosen }) => [...chosen]);

  it('runs every figure without BENCH_ONLY, both publishes at 10,000 productions in one measurement (one start build)', () => {
    expect(ids(undefined)).toEqual([
      ['publish-embedded'],
      ['publish-1000'],
      ['publish-10000-article', 'publish-10000-production'],
      ['preview'],
    ]);
  });

  it('runs only the figures named, in report order', () => {
    expect(ids('preview, publish-10000-production')).toEqual([
      ['publish-10000-production'],
      ['preview'],
    ]);
  });

  it('refuses an unknown name, listing the known ones', () => {
    expect(() => chooseMeasurements('publish-10000')).toThrow(
      'BENCH_ONLY: no measurement "publish-10000" (publish-embedded, publish-1000, publish-10000-article, publish-10000-production, preview)',
    );
  });
});
