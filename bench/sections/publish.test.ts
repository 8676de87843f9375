import { chooseMeasurements, publishGoal, type PublishFigure } from './publish';

const figure = (seconds: number, goalSeconds: number): PublishFigure => ({
  id: 'publish-embedded',
  what: 'publish-to-live (embedded site)',
  seconds,
  goalSeconds,
  load: '0.50',
  build: { line: 'Built 112 pages.', mode: 'full build', reused: 0 },
});

describe('the publish goals of the bench report (issues 15, 16 and 31)', () => {
  it('is met at or under the goal', () => {
    expect(publishGoal(figure(8.3, 10))).toBe('met (≤ 10 s)');
    expect(publishGoal(figure(15, 15))).toBe('met (≤ 15 s)');
  });

  it('says by how many seconds a figure misses', () => {
    expect(publishGoal(figure(46.4, 45))).toBe('missed by 1.4 s (goal ≤ 45 s)');
  });
});

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
