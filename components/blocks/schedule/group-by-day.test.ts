import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { event } from '@/tests/fixtures';
import { groupByOsloDay } from './group-by-day';

const NOW = '2026-11-21T09:00:00+01:00';
const summarise = (events: Parameters<typeof groupByOsloDay>[0], now: string) =>
  groupByOsloDay(events, now).map((day) => `${day.key} ${day.label}: ${day.events.map((e) => e.startTime).join(', ')}`);

describe('groupByOsloDay', () => {
  it('puts a show after midnight Oslo time on the next day, though it is the same UTC day', () => {
    const events = [event('a', '2026-11-21T23:30:00+01:00'), event('a', '2026-11-22T00:15:00+01:00'), event('a', '2026-11-21T18:00:00+01:00')];
    expect(summarise(events, NOW)).toEqual([
      '2026-11-21 I dag: 2026-11-21T18:00:00+01:00, 2026-11-21T23:30:00+01:00',
      '2026-11-22 I morgen: 2026-11-22T00:15:00+01:00',
    ]);
  });

  it('names later days by weekday and date, across the daylight-saving change', () => {
    const events = [event('a', '2027-03-27T23:30:00+01:00'), event('a', '2027-03-28T00:30:00+01:00'), event('a', '2027-03-29T01:00:00+02:00')];
    expect(summarise(events, '2027-03-20T12:00:00+01:00')).toEqual([
      '2027-03-27 Lørdag 27. mars: 2027-03-27T23:30:00+01:00',
      '2027-03-28 Søndag 28. mars: 2027-03-28T00:30:00+01:00',
      '2027-03-29 Mandag 29. mars: 2027-03-29T01:00:00+02:00',
    ]);
  });

  it('gives the same days on a machine in UTC and in New York', () => {
    const script = path.join(__dirname, 'group-by-day.fixture-run.ts');
    const run = (tz: string) => execFileSync(process.execPath, [require.resolve('tsx/cli'), script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
    const utc = run('UTC');
    expect(utc).toContain('2026-11-22 I morgen');
    expect(run('America/New_York')).toBe(utc);
  });
});
