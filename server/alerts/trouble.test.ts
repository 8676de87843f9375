import type { RebuildOutcome } from '../rebuild/types';
import { currentTrouble, troubleOf, type Trouble } from './trouble';

const outcome = (over: Partial<RebuildOutcome> & { finishedAt: string }): RebuildOutcome => ({
  trigger: 'schedule',
  result: 'success',
  startedAt: over.finishedAt,
  durationMs: 1000,
  ...over,
});
const failed = outcome({
  result: 'failure',
  finishedAt: '2026-11-26T03:06:00Z',
  error: 'Contentful: 401 for https://cdn.contentful.com/x?access_token=abc',
});
const clean = outcome({ finishedAt: '2026-11-26T10:00:00Z' });
const overdue: Trouble = {
  event: 'rebuild-overdue',
  at: '2026-11-27T03:05:00Z',
  reason: 'no build has run since the daily rebuild was due',
};

describe('troubleOf and currentTrouble', () => {
  it('makes a failed build build-failed with its scrubbed reason, and a failed deploy or publish one deploy-failed', () => {
    expect(troubleOf(failed)).toEqual({
      event: 'build-failed',
      at: '2026-11-26T03:06:00Z',
      reason: 'Contentful: 401 for https://cdn.contentful.com/x?[redacted]',
    });
    expect(
      troubleOf(
        outcome({
          finishedAt: '2026-11-26T10:00:00Z',
          deploy: { result: 'failure', target: 's3://web', error: 'timeout' },
          publish: { result: 'failure', error: 'code 3' },
        }),
      ),
    ).toEqual({
      event: 'deploy-failed',
      at: '2026-11-26T10:00:00Z',
      reason: 'deploy to s3://web: timeout; publish command: code 3',
      failed: ['deploy', 'publish'],
    });
    expect(troubleOf(clean)).toBeNull();
  });

  it('shows the newest failure until a success follows it', () => {
    expect(currentTrouble([failed], null)).toMatchObject({ event: 'build-failed' });
    expect(currentTrouble([clean, failed], null)).toBeNull();
    // An overdue run after the last build counts, until a build finishes after its time.
    expect(currentTrouble([clean, failed], overdue)).toBe(overdue);
    expect(
      currentTrouble([outcome({ finishedAt: '2026-11-27T08:00:00Z' }), clean], overdue),
    ).toBeNull();
    // A build that fails after the missed run is the newer trouble.
    const later = { ...failed, finishedAt: '2026-11-27T08:00:00Z' };
    expect(currentTrouble([later, clean], overdue)).toMatchObject({ event: 'build-failed' });
  });
});
