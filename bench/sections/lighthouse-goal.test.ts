import { lighthouseGoal } from './lighthouse-goal';

describe('the Lighthouse goal of the bench report (issue 15)', () => {
  it('is met at performance 98 and best practices 100', () => {
    expect(lighthouseGoal(98, 100)).toBe('met');
    expect(lighthouseGoal(100, 100)).toBe('met');
  });

  it('says by how many points each score misses', () => {
    expect(lighthouseGoal(97, 100)).toBe('missed: performance by 1');
    expect(lighthouseGoal(99, 96)).toBe('missed: best practices by 4');
    expect(lighthouseGoal(92, 96)).toBe('missed: performance by 6, best practices by 4');
  });
});
