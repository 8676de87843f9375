/** Issue 15's goal for the four bench pages: mobile performance at least 98, best practices 100. */
export const GOAL = { performance: 98, bestPractices: 100 } as const;

/** `met`, or by how many points each score misses the goal, e.g. `missed: performance by 2`. */
export function lighthouseGoal(performance: number, bestPractices: number): string {
  const misses = [
    performance < GOAL.performance ? `performance by ${GOAL.performance - performance}` : '',
    bestPractices < GOAL.bestPractices
      ? `best practices by ${GOAL.bestPractices - bestPractices}`
      : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}
