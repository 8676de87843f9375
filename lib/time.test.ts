import { formatClock, formatDayLong, osloDayKey, osloWallTimeToIso } from './time';

describe('Europe/Oslo time', () => {
  it('formats in Oslo time with nb-NO whatever the machine zone', () => {
    expect(formatClock('2026-11-21T17:00:00Z')).toBe('18:00');
    expect(formatClock('2026-07-01T17:00:00Z')).toBe('19:00');
    expect(formatDayLong('2026-11-21T23:30:00Z')).toBe('søndag 22. november');
  });

  it('groups by the Oslo calendar day, not the UTC day', () => {
    expect(osloDayKey(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('moves a time in the spring-forward gap an hour on', () => {
    expect(osloWallTimeToIso({ year: 2027, month: 3, day: 28, weekday: 7 }, '02:30')).toBe('2027-03-28T03:30:00+02:00');
  });
});
