import {
  capitalise,
  dayKeyOf,
  dayLabel,
  formatClock,
  formatDayKeyLong,
  formatDayLong,
  osloDayKey,
  osloHour,
  osloWallTimeToIso,
} from './time';

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
    expect(osloWallTimeToIso({ year: 2027, month: 3, day: 28, weekday: 7 }, '02:30')).toBe(
      '2027-03-28T03:30:00+02:00',
    );
  });

  it('names an Oslo day today, tomorrow, else by weekday and date', () => {
    expect(dayLabel('2026-11-21', '2026-11-21T09:00:00+01:00')).toBe('I dag');
    expect(dayLabel('2026-11-22', '2026-11-21T23:59:00+01:00')).toBe('I morgen');
    expect(dayLabel('2027-03-28', '2027-03-20T12:00:00+01:00')).toBe('Søndag 28. mars');
    // 00:30 on Sunday 31 October 2027: 24 hours later is still Sunday (the 25-hour day); tomorrow is Monday.
    expect(
      ['2027-10-31', '2027-11-01', '2027-11-02'].map((key) =>
        dayLabel(key, '2027-10-31T00:30:00+02:00'),
      ),
    ).toEqual(['I dag', 'I morgen', 'Tirsdag 2. november']);
  });

  it('keys, names and reads the hour of Oslo days', () => {
    expect(dayKeyOf({ year: 2026, month: 3, day: 7, weekday: 6 })).toBe('2026-03-07');
    expect(formatDayKeyLong('2027-03-28')).toBe('søndag 28. mars');
    expect(capitalise('søndag')).toBe('Søndag');
    expect(osloHour(new Date('2026-11-21T23:30:00Z'))).toBe(0);
    expect(osloHour(new Date('2027-03-28T01:30:00Z'))).toBe(3);
  });
});
