import { publishGoal, type PublishFigure } from './publish';

const figure = (seconds: number, goalSeconds: number): PublishFigure => ({
  id: 'publish-embedded',
  what: 'publish-to-live (embedded site)',
  seconds,
  goalSeconds,
  load: '0.50',
  build: 'Built 112 pages',
});

describe('the publish goals of the bench report (issues 15 and 16)', () => {
  it('is met at or under the goal', () => {
    expect(publishGoal(figure(8.3, 10))).toBe('met (≤ 10 s)');
    expect(publishGoal(figure(15, 15))).toBe('met (≤ 15 s)');
  });

  it('says by how many seconds a figure misses', () => {
    expect(publishGoal(figure(46.4, 45))).toBe('missed by 1.4 s (goal ≤ 45 s)');
  });
});
