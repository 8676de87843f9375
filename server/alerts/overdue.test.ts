import type { RebuildOutcome, RebuildStatus } from '../rebuild/types';
import { OVERDUE_GRACE_MS, OVERDUE_STUCK_MS, watchOverdue } from './overdue';
import type { Trouble } from './trouble';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 04:05 in Oslo on 26 November 2026 (UTC+1): the default schedule's run. */
const DUE = Date.parse('2026-11-26T03:05:00Z');

/** A queue status the test changes as the builds run. */
function queue() {
  const state: { recent: RebuildOutcome[]; current: RebuildStatus['current']; pending: boolean } = {
    recent: [],
    current: null,
    pending: false,
  };
  const status = (): RebuildStatus => ({
    state: state.current ? 'building' : 'idle',
    current: state.current,
    last: state.recent[0] ?? null,
    pending: state.pending,
    recent: [...state.recent],
    schedule: null,
  });
  const finish = (
    startedAt: number,
    finishedAt: number,
    result: 'success' | 'failure' = 'success',
  ) =>
    state.recent.unshift({
      trigger: 'schedule',
      result,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: new Date(finishedAt).toISOString(),
      durationMs: finishedAt - startedAt,
    });
  return { state, status, finish };
}

function watch(start: number) {
  jest.setSystemTime(start);
  const q = queue();
  const alerts: Trouble[] = [];
  const watchdog = watchOverdue({
    expression: '5 4 * * *',
    status: q.status,
    onOverdue: (trouble) => alerts.push(trouble),
  });
  return { ...q, alerts, watchdog };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchOverdue', () => {
  it('reports a daily rebuild that did not run, once, with the time it was due', () => {
    const { alerts, watchdog } = watch(DUE - HOUR);
    jest.advanceTimersByTime(HOUR + OVERDUE_GRACE_MS - MINUTE);
    expect(alerts).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    expect(alerts).toEqual([
      {
        event: 'rebuild-overdue',
        at: new Date(DUE).toISOString(),
        reason: 'no build has run since the daily rebuild was due at 2026-11-26 04:05 Europe/Oslo',
      },
    ]);
    // The same missed run is not reported again on later looks.
    jest.advanceTimersByTime(6 * HOUR);
    expect(alerts).toHaveLength(1);
    watchdog.stop();
  });

  it('stays quiet when the scheduled build finished, even if it failed (that has its own alert)', () => {
    const { alerts, watchdog, finish } = watch(DUE - HOUR);
    jest.advanceTimersByTime(HOUR + 10 * MINUTE);
    finish(DUE, DUE + 8 * MINUTE, 'failure');
    jest.advanceTimersByTime(2 * HOUR);
    expect(alerts).toEqual([]);
    // The next day's run is watched too, and missed.
    jest.advanceTimersByTime(24 * HOUR);
    expect(alerts.map((alert) => alert.at)).toEqual([new Date(DUE + 24 * HOUR).toISOString()]);
    watchdog.stop();
  });

  it('waits for a build still running past the time, then judges the run once', () => {
    const { alerts, watchdog, state, finish } = watch(DUE - HOUR);
    const started = DUE - 5 * MINUTE;
    state.current = { trigger: 'webhook', startedAt: new Date(started).toISOString() };
    state.pending = true;
    jest.advanceTimersByTime(HOUR + 2 * OVERDUE_GRACE_MS);
    expect(alerts).toEqual([]);
    // The long build ends after the time: the site was rebuilt; the queued run follows.
    state.current = null;
    state.pending = false;
    finish(started, DUE + HOUR);
    jest.advanceTimersByTime(4 * HOUR);
    expect(alerts).toEqual([]);
    watchdog.stop();
  });

  it('gives up on a run stuck behind a build after OVERDUE_STUCK_MS, and reports it once', () => {
    const { alerts, watchdog, state } = watch(DUE - HOUR);
    state.current = { trigger: 'webhook', startedAt: new Date(DUE - MINUTE).toISOString() };
    jest.advanceTimersByTime(HOUR + OVERDUE_STUCK_MS - MINUTE);
    expect(alerts).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    expect(alerts).toEqual([
      expect.objectContaining({
        event: 'rebuild-overdue',
        reason:
          'the daily rebuild due at 2026-11-26 04:05 Europe/Oslo has not run: a build has been running since 2026-11-26 04:04 Europe/Oslo',
      }),
    ]);
    jest.advanceTimersByTime(12 * HOUR);
    expect(alerts).toHaveLength(1);
    watchdog.stop();
  });

  it('gives a machine that slept through the run time to rebuild on waking: no false alert', () => {
    const { alerts, watchdog, finish } = watch(DUE - HOUR);
    jest.advanceTimersByTime(30 * MINUTE);
    // Suspended from 03:35 to 09:00 Oslo time: the wall clock jumps, the timers did not run.
    const woke = DUE + 5 * HOUR - 5 * MINUTE;
    jest.setSystemTime(woke);
    jest.advanceTimersByTime(MINUTE);
    // The schedule's timer starts the missed build on waking; it takes 10 minutes.
    jest.advanceTimersByTime(10 * MINUTE);
    finish(woke + MINUTE, woke + 11 * MINUTE);
    jest.advanceTimersByTime(3 * HOUR);
    expect(alerts).toEqual([]);
    watchdog.stop();
  });

  it('after sleeping through three runs with no build on waking, reports the newest missed run once', () => {
    const { alerts, watchdog } = watch(DUE - HOUR);
    jest.advanceTimersByTime(30 * MINUTE);
    jest.setSystemTime(DUE + 2 * 24 * HOUR + 2 * HOUR);
    jest.advanceTimersByTime(OVERDUE_GRACE_MS - MINUTE);
    expect(alerts).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    expect(alerts.map((alert) => alert.at)).toEqual([new Date(DUE + 2 * 24 * HOUR).toISOString()]);
    jest.advanceTimersByTime(12 * HOUR);
    expect(alerts).toHaveLength(1);
    watchdog.stop();
  });

  it('does not report a run from before the server started', () => {
    const { alerts, watchdog } = watch(DUE + 10 * MINUTE);
    jest.advanceTimersByTime(12 * HOUR);
    expect(alerts).toEqual([]);
    watchdog.stop();
  });
});
