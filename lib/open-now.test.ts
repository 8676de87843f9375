import house from '@/content/house.json';
import { dayRange, hallOpenings, openStatus, type OpeningSpan } from './open-now';
import { houseSchema } from './schemas/house';

// Monday–Friday 07:00–21:00, Saturday 10:00–16:00, no hours on Sunday; closed 24–26 December.
const CHRISTMAS = dayRange('2026-12-24', '2026-12-26');
const SPANS: OpeningSpan[] = [
  [[1, 2, 3, 4, 5], 7 * 60, 21 * 60, CHRISTMAS],
  [[6], 10 * 60, 16 * 60, CHRISTMAS],
];
const browser = (iso: string, spans: OpeningSpan[] = SPANS) =>
  openStatus(spans, Date.parse(iso), true);
const build = (iso: string, spans: OpeningSpan[] = SPANS) =>
  openStatus(spans, Date.parse(iso), false);

describe('open now (issue 32, point 3)', () => {
  it('says open until closing time, and closed from closing time on', () => {
    // Friday 27 November, Oslo winter time (UTC+1).
    expect(browser('2026-11-27T11:00:00Z')).toBe('Åpent nå – stenger kl. 21:00');
    expect(browser('2026-11-27T19:59:59Z')).toBe('Åpent nå – stenger kl. 21:00');
    expect(browser('2026-11-27T20:00:00Z')).toBe('Stengt nå – åpner i morgen kl. 10:00');
    expect(browser('2026-11-30T05:59:59Z')).toBe('Stengt nå – åpner kl. 07:00');
    expect(browser('2026-11-30T06:00:00Z')).toBe('Åpent nå – stenger kl. 21:00');
  });

  it('counts days by the Oslo calendar across midnight', () => {
    expect(browser('2026-11-26T22:59:00Z')).toBe('Stengt nå – åpner i morgen kl. 07:00');
    expect(browser('2026-11-26T23:00:00Z')).toBe('Stengt nå – åpner kl. 07:00');
  });

  it('skips a day with no hours and names the day further on', () => {
    expect(browser('2026-11-28T16:00:00Z')).toBe('Stengt nå – åpner mandag kl. 07:00');
    expect(browser('2026-11-29T12:00:00Z')).toBe('Stengt nå – åpner i morgen kl. 07:00');
  });

  it('keeps closed on closure days and names the date when the opening is a week or more away', () => {
    expect(browser('2026-12-23T21:00:00Z')).toBe('Stengt nå – åpner mandag kl. 07:00');
    expect(browser('2026-12-24T12:00:00Z')).toBe('Stengt nå – åpner mandag kl. 07:00');
    const long: OpeningSpan[] = [
      [[1, 2, 3, 4, 5], 7 * 60, 21 * 60, dayRange('2026-12-21', '2027-01-01')],
    ];
    expect(browser('2026-12-20T12:00:00Z', long)).toBe(
      'Stengt nå – åpner mandag 4. januar kl. 07:00',
    );
    expect(browser('2026-12-20T12:00:00Z', [])).toBe('Stengt nå');
  });

  it('follows the Oslo wall clock on the days daylight saving starts and ends', () => {
    const sunday: OpeningSpan[] = [[[7], 8 * 60, 12 * 60, []]];
    // 29 March 2026: clocks go from 02:00 to 03:00, so 06:30 UTC is 08:30 in Oslo.
    expect(browser('2026-03-29T05:30:00Z', sunday)).toBe('Stengt nå – åpner kl. 08:00');
    expect(browser('2026-03-29T06:30:00Z', sunday)).toBe('Åpent nå – stenger kl. 12:00');
    expect(browser('2026-03-29T09:59:00Z', sunday)).toBe('Åpent nå – stenger kl. 12:00');
    expect(browser('2026-03-29T10:00:00Z', sunday)).toBe(
      'Stengt nå – åpner søndag 5. april kl. 08:00',
    );
    // 25 October 2026: clocks go from 03:00 back to 02:00, so 07:30 UTC is 08:30 in Oslo.
    expect(browser('2026-10-25T06:30:00Z', sunday)).toBe('Stengt nå – åpner kl. 08:00');
    expect(browser('2026-10-25T07:30:00Z', sunday)).toBe('Åpent nå – stenger kl. 12:00');
    expect(browser('2026-10-25T10:59:00Z', sunday)).toBe('Åpent nå – stenger kl. 12:00');
    expect(browser('2026-10-25T11:00:00Z', sunday)).toMatch(/^Stengt nå/);
  });

  it('keeps a hall open through sessions that follow on without a break', () => {
    const sessions: OpeningSpan[] = [
      [[6], 11 * 60, 13 * 60, []],
      [[6], 13 * 60, 15 * 60, []],
      [[6], 16 * 60, 18 * 60, []],
    ];
    expect(browser('2026-11-28T10:30:00Z', sessions)).toBe('Åpent nå – stenger kl. 15:00');
    expect(browser('2026-11-28T14:30:00Z', sessions)).toBe('Stengt nå – åpner kl. 16:00');
  });

  it("the build's text names the day, so it changes only when the hall opens or closes", () => {
    const closedStretch = [
      '2026-11-26T20:00:00Z',
      '2026-11-26T22:59:00Z',
      '2026-11-26T23:00:00Z',
      '2026-11-27T05:59:00Z',
    ].map((iso) => build(iso));
    expect(new Set(closedStretch)).toEqual(new Set(['Stengt nå – åpner fredag kl. 07:00']));
    expect(build('2026-11-27T06:00:00Z')).toBe('Åpent nå – stenger kl. 21:00');
  });

  it("reads the halls' openings and closures from the house facts", () => {
    const facts = houseSchema.parse(house);
    const hall = hallOpenings(facts, 'storenhallen');
    expect(openStatus(hall, Date.parse('2026-11-27T21:00:00Z'), true)).toBe(
      'Åpent nå – stenger kl. 22:30',
    );
    const pool = hallOpenings(facts, 'svommehallen');
    // Tuesday 17:00–19:00 public bathing; on 24 December (a Thursday) the pool is closed.
    expect(openStatus(pool, Date.parse('2026-12-01T16:30:00Z'), true)).toBe(
      'Åpent nå – stenger kl. 19:00',
    );
    expect(openStatus(pool, Date.parse('2026-12-24T16:30:00Z'), true)).toMatch(
      /^Stengt nå – åpner /,
    );
    expect(hallOpenings(facts, 'sal1')).toEqual([]);
    // In order of opening time, as openStatus reads them.
    const opens = pool.map(([, open]) => open);
    expect(opens).toEqual([...opens].sort((first, second) => first - second));
    expect(pool.length).toBeGreaterThan(1);
  });
});
