import { capturedLog } from '@/tests/log-capture';
import { runStartBuild } from './start-build';

describe("npm start's own build", () => {
  it('hands back its outcome with pages and problems for the queue to record', async () => {
    const { log, lines } = capturedLog();
    const outcome = await runStartBuild(
      async () => ({ pages: 113, problems: 2, durationMs: 61_600 }),
      log,
    );
    expect(outcome).toMatchObject({
      result: 'success',
      pages: 113,
      problems: 2,
      durationMs: 61_600,
    });
    // The queue's observer writes the line of a build that succeeded (server/start.ts).
    expect(lines('build')).toEqual([]);
  });

  it('logs a failed start build as a build line, without the address in its error, and rethrows', async () => {
    const { log, lines, text } = capturedLog();
    const failure = new Error('Contentful refused the token of drift@kulturhuset.no');
    await expect(runStartBuild(() => Promise.reject(failure), log)).rejects.toBe(failure);
    expect(lines('build')).toEqual([
      expect.objectContaining({
        level: 'error',
        trigger: 'start',
        outcome: 'failure',
        pages: null,
        problems: null,
        deploy: 'none',
        error: 'Contentful refused the token of [e-mail]',
      }),
    ]);
    expect(text()).not.toContain('kulturhuset.no');
  });
});
