/** Issue 15's goal for the four bench pages: mobile performance at least 98, best practices 100. */
export const GOAL = { performance: 98, bestPractices: 100 } as const;

/**
 * `met`, or by how many points each score misses the goal, e.g. `missed: performance by 2`. The
 * goal is a score, and the host moves the score (issue 31 point 7): given how many ms the page's
 * TBT is above the bare-Next floor page's in the same run, the verdict says so too, e.g.
 * `missed: performance by 20; TBT 120 ms above the floor's`.
 */
export function lighthouseGoal(
  performance: number,
  bestPractices: number,
  tbtOverFloorMs?: number,
): string {
  const misses = [
    performance < GOAL.performance ? `performance by ${GOAL.performance - performance}` : '',
    bestPractices < GOAL.bestPractices
      ? `best practices by ${GOAL.bestPractices - bestPractices}`
      : '',
  ].filter(Boolean);
  const verdict = misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
  if (tbtOverFloorMs === undefined) return verdict;
  const tbt =
    tbtOverFloorMs >= 0
      ? `TBT ${tbtOverFloorMs} ms above the floor's`
      : `TBT ${-tbtOverFloorMs} ms below the floor's`;
  return `${verdict}; ${tbt}`;
}
