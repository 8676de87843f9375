import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { event } from '@/tests/fixtures';
import { childEnv } from '@/lib/config';
import { groupByOsloDay } from './group-by-day';

const summarise = (events: Parameters<typeof groupByOsloDay>[0]) =>
  groupByOsloDay(events).map(
    (day) => `${day.key}: ${day.events.map((e) => e.startTime).join(', ')}`,
  );

describe('groupByOsloDay', () => {
  it('puts a show after midnight Oslo time on the next day, though it is the same UTC day', () => {
    const events = [
      event('a', '2026-11-21T23:30:00+01:00'),
      event('a', '2026-11-22T00:15:00+01:00'),
      event('a', '2026-11-21T18:00:00+01:00'),
    ];
    expect(summarise(events)).toEqual([
      '2026-11-21: 2026-11-21T18:00:00+01:00, 2026-11-21T23:30:00+01:00',
      '2026-11-22: 2026-11-22T00:15:00+01:00',
    ]);
  });

  it('keeps the Oslo days across the daylight-saving change', () => {
    const events = [
      event('a', '2027-03-27T23:30:00+01:00'),
      event('a', '2027-03-28T00:30:00+01:00'),
      event('a', '2027-03-29T01:00:00+02:00'),
    ];
    expect(summarise(events)).toEqual([
      '2027-03-27: 2027-03-27T23:30:00+01:00',
      '2027-03-28: 2027-03-28T00:30:00+01:00',
      '2027-03-29: 2027-03-29T01:00:00+02:00',
    ]);
  });

  it('gives the same days on a machine in UTC and in New York', () => {
    const script = path.join(__dirname, 'group-by-day.fixture-run.ts');
    const run = (tz: string) =>
      execFileSync(process.execPath, [require.resolve('tsx/cli'), script], {
        env: childEnv({ TZ: tz }),
        encoding: 'utf8',
      });
    const utc = run('UTC');
    expect(utc).toContain('2026-11-22: 1');
    expect(run('America/New_York')).toBe(utc);
  });
});
