import path from 'node:path';
import { createRebuilder } from './rebuilder';
import { attachTimerSchedule, scheduleRebuilds } from './schedule';
import { checkTimerSetup } from './setup';
import { DEFAULT_REBUILD_SCHEDULE, parseRebuildSchedule } from '@/policy/rebuild-schedule';
import { pointLink } from '@/pipeline/site-link';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';
import type { Rebuilder } from './types';

afterAll(removeTemporaryFolders);

/** A queue that only counts requests, so the fake clock alone decides when builds are asked for. */
function countingRebuilder() {
  const requests: { trigger: string | undefined; at: string }[] = [];
  const rebuilder = {
    request: (trigger?: string) => {
      requests.push({ trigger, at: new Date().toISOString() });
      return { queued: true as const, running: false };
    },
    attachSchedule: (schedule: { expression: string; next: () => Date | null }) => {
      attached.push(schedule);
    },
  } as unknown as Rebuilder;
  const attached: { expression: string; next: () => Date | null }[] = [];
  return { rebuilder, requests, attached };
}

describe('parseRebuildSchedule', () => {
  it('defaults to 04:05 every day, reads "off" as no schedule and keeps a valid expression', () => {
    expect(parseRebuildSchedule(undefined)).toBe('5 4 * * *');
    expect(parseRebuildSchedule('  ')).toBe(DEFAULT_REBUILD_SCHEDULE);
    expect(parseRebuildSchedule('off')).toBeNull();
    expect(parseRebuildSchedule('OFF')).toBeNull();
    expect(parseRebuildSchedule('30 5 * * *')).toBe('30 5 * * *');
  });

  // Issue 26 item 10: 1–4 runs on every Oslo day of the coming year, or off.
  it('keeps schedules that run one to four times every day, summer time changes included', () => {
    // Thursday 26 November 2026, 17:00 in Oslo: the year checked holds both summer time changes.
    const from = new Date('2026-11-26T16:00:00Z');
    for (const daily of ['5 4 * * *', '0 */6 * * *', '0 3,15 * * *', '30 2 * * *'])
      expect(parseRebuildSchedule(daily, from)).toBe(daily);
  });

  it('refuses a schedule that misses a day or runs more than four times a day, with its next three runs', () => {
    const from = new Date('2026-11-26T16:00:00Z');
    expect(() => parseRebuildSchedule('* * * * *', from)).toThrow(
      'REBUILD_SCHEDULE is refused: "* * * * *": it runs more than 4 times on 2026-11-27; the daily rebuild must run 1 to 4 times every day (Europe/Oslo), e.g. "5 4 * * *", or be "off". Its next three runs would have been: 2026-11-26 17:01, 2026-11-26 17:02, 2026-11-26 17:03',
    );
    expect(() => parseRebuildSchedule('0 0 31 2 *', from)).toThrow(
      /"0 0 31 2 \*": it does not run on 2026-11-27; .* Its next three runs would have been: none, it never runs$/,
    );
    // Weekdays only: Saturday the 28th has no rebuild, so its "I dag" would be a day old.
    expect(() => parseRebuildSchedule('30 5 * * 1-5', from)).toThrow(
      /it does not run on 2026-11-28; .* 2026-11-27 05:30, 2026-11-30 05:30, 2026-12-01 05:30$/,
    );
    expect(() => parseRebuildSchedule('0 */4 * * *', from)).toThrow(
      /it runs more than 4 times on 2026-11-27/,
    );
    // Half a year: the check spans a year, so a schedule that stops in July is refused in November.
    expect(() => parseRebuildSchedule('5 4 * 1-6 *', from)).toThrow(
      /it does not run on 2026-11-27; .* 2027-01-01 04:05, 2027-01-02 04:05, 2027-01-03 04:05$/,
    );
  });

  it('fails fast on an invalid expression with a message naming REBUILD_SCHEDULE', () => {
    expect(() => parseRebuildSchedule('61 4 * * *')).toThrow(
      /^REBUILD_SCHEDULE is invalid: "61 4 \* \* \*"/,
    );
    expect(() => parseRebuildSchedule('daily')).toThrow(/REBUILD_SCHEDULE is invalid: "daily"/);
    // croner reads names, but the build could not write them as the systemd timer: refused at start, not at every build.
    expect(() => parseRebuildSchedule('0 6 * * MON-FRI')).toThrow(
      /REBUILD_SCHEDULE: the weekday field "MON-FRI"/,
    );
    // Six fields would add seconds: "* * * * * *" must not rebuild every second.
    expect(() => parseRebuildSchedule('* * * * * *')).toThrow(/REBUILD_SCHEDULE is invalid/);
  });
});

describe('scheduleRebuilds (fake clock)', () => {
  afterEach(() => jest.useRealTimers());

  it('requests one build a day at 04:05 Oslo time, in winter and in summer time, and none in between', async () => {
    // Friday 26 March 2027, 12:00 in Oslo (CET); summer time starts on Sunday the 28th.
    jest.useFakeTimers({ now: new Date('2027-03-26T11:00:00Z') });
    const { rebuilder, requests } = countingRebuilder();
    const job = scheduleRebuilds(rebuilder, DEFAULT_REBUILD_SCHEDULE);
    expect(job.next()?.toISOString()).toBe('2027-03-27T03:05:00.000Z');
    await jest.advanceTimersByTimeAsync((16 * 60 + 4) * 60_000); // 04:04 in Oslo on the 27th
    expect(requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    expect(requests).toEqual([{ trigger: 'schedule', at: '2027-03-27T03:05:00.000Z' }]);
    // 04:05 CET is 03:05Z; on the 28th, the first day of summer time, 04:05 CEST is 02:05Z.
    expect(job.next()?.toISOString()).toBe('2027-03-28T02:05:00.000Z');
    await jest.advanceTimersByTimeAsync(23 * 60 * 60_000);
    expect(requests.map((request) => request.at)).toEqual([
      '2027-03-27T03:05:00.000Z',
      '2027-03-28T02:05:00.000Z',
    ]);
    job.stop();
    await jest.advanceTimersByTimeAsync(25 * 60 * 60_000);
    expect(requests).toHaveLength(2);
    // croner re-arms its timer every 30 s, so a fake day is a few thousand timer runs.
  });

  it("shows the next and the last scheduled build, and each build's trigger, in the rebuild status", async () => {
    const root = await temporaryFolder('schedule');
    await writeTinySite(path.join(root, 'out'), 'Gammel side');
    const link = path.join(root, 'site-current');
    await pointLink(link, path.join(root, 'out'));
    const rebuilder = createRebuilder({
      build: (dir) => writeTinySite(dir, 'Ny side'),
      link,
      buildsDir: root,
      log: { info: () => {}, error: () => {} },
    });
    rebuilder.record({
      trigger: 'start',
      result: 'success',
      startedAt: '2027-03-26T10:00:00.000Z',
      finishedAt: '2027-03-26T10:03:00.000Z',
      durationMs: 180_000,
      pages: 1,
    });
    const job = scheduleRebuilds(rebuilder, '0 6 * * *');
    const next = job.next();
    expect(next).not.toBeNull();
    expect(rebuilder.status().schedule).toEqual({
      expression: '0 6 * * *',
      timeZone: 'Europe/Oslo',
      next: next?.toISOString(),
      last: null,
    });
    // What the timer does at 06:00, without waiting for it.
    rebuilder.request('schedule');
    expect(rebuilder.status().current).toMatchObject({ trigger: 'schedule' });
    await rebuilder.idle();
    rebuilder.request('webhook');
    await rebuilder.idle();
    job.stop();
    const status = rebuilder.status();
    expect(status.recent.map((outcome) => outcome.trigger)).toEqual([
      'webhook',
      'schedule',
      'start',
    ]);
    expect(status.schedule?.last).toMatchObject({ trigger: 'schedule', result: 'success' });
    expect(status.last).toMatchObject({ trigger: 'webhook' });
  });
});

describe('REBUILD_SCHEDULER=systemd (the timer starts the builds, the server watches them)', () => {
  afterEach(() => jest.useRealTimers());

  it("requests no build itself, and shows the timer's next run in the rebuild status", async () => {
    // Friday 26 March 2027, 12:00 in Oslo (CET).
    jest.useFakeTimers({ now: new Date('2027-03-26T11:00:00Z') });
    const { rebuilder, requests, attached } = countingRebuilder();
    const job = attachTimerSchedule(rebuilder, DEFAULT_REBUILD_SCHEDULE);
    expect(attached.map((schedule) => schedule.expression)).toEqual([DEFAULT_REBUILD_SCHEDULE]);
    expect(attached[0]?.next()?.toISOString()).toBe('2027-03-27T03:05:00.000Z');
    // Two days pass: the timer's runs come through POST /api/rebuild, never from the server.
    await jest.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(requests).toEqual([]);
    expect(job.next()?.toISOString()).toBe('2027-03-29T02:05:00.000Z');
    job.stop();
  });

  it("refuses to start without the schedule it watches or the secret the timer's call needs", () => {
    const secret = { sharedSecret: 'hemmelig', webhookSecret: undefined };
    const none = { sharedSecret: undefined, webhookSecret: undefined };
    expect(() => checkTimerSetup(null, secret)).toThrow(
      /^REBUILD_SCHEDULER=systemd needs the timer's REBUILD_SCHEDULE .*not "off"/,
    );
    expect(() => checkTimerSetup(DEFAULT_REBUILD_SCHEDULE, none)).toThrow(
      /^REBUILD_SCHEDULER=systemd needs REBUILD_SECRET or CONTENTFUL_WEBHOOK_SECRET/,
    );
    expect(() => checkTimerSetup(DEFAULT_REBUILD_SCHEDULE, secret)).not.toThrow();
  });
});
