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

describe('the Lighthouse goal beside the floor (issue 31 point 7)', () => {
  it("adds how far the page's TBT is above or below the floor page's", () => {
    expect(lighthouseGoal(99, 100, 40)).toBe("met; TBT 40 ms above the floor's");
    expect(lighthouseGoal(75, 100, 120)).toBe(
      "missed: performance by 23; TBT 120 ms above the floor's",
    );
    expect(lighthouseGoal(80, 100, -30)).toBe(
      "missed: performance by 18; TBT 30 ms below the floor's",
    );
  });
});
