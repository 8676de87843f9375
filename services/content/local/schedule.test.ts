import { production } from '@/tests/fixtures';
import { generateEvents } from './schedule';

const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
const rule = {
  production: film.pageReference,
  location: { name: 'Sal 1', venue: 'Kinoen' },
  times: ['18:00', '20:30'],
  weekdays: [6, 7],
  fromDay: 0,
  toDay: 8,
  prices: [{ label: 'Voksen', amountKr: 150 }],
  tags: [],
};
const schedule = { seed: 1, ticketBaseUrl: 'https://billett.example.no/arrangement', rules: [rule] };

describe('generateEvents', () => {
  it('makes one event per matching Oslo day and time, relative to the build date', () => {
    const events = generateEvents(schedule, [film], new Date('2026-11-21T09:00:00+01:00'));
    expect(events.map((event) => event.startTime)).toEqual([
      '2026-11-21T18:00:00+01:00',
      '2026-11-21T20:30:00+01:00',
      '2026-11-22T18:00:00+01:00',
      '2026-11-22T20:30:00+01:00',
      '2026-11-28T18:00:00+01:00',
      '2026-11-28T20:30:00+01:00',
      '2026-11-29T18:00:00+01:00',
      '2026-11-29T20:30:00+01:00',
    ]);
    expect(events[0]?.ticketUrl).toBe(`https://billett.example.no/arrangement/${events[0]?.id}`);
    expect(events[0]?.endTime).toBe('2026-11-21T19:52:00+01:00');
  });

  it('keeps wall-clock times across the daylight-saving change', () => {
    const events = generateEvents({ ...schedule, rules: [{ ...rule, weekdays: [6, 7], toDay: 2 }] }, [film], new Date('2027-03-27T09:00:00+01:00'));
    expect(events.map((event) => event.startTime)).toEqual([
      '2027-03-27T18:00:00+01:00',
      '2027-03-27T20:30:00+01:00',
      '2027-03-28T18:00:00+02:00',
      '2027-03-28T20:30:00+02:00',
    ]);
  });

  it('is deterministic: the same seed and clock give the same ids and availability', () => {
    const now = new Date('2026-11-21T09:00:00+01:00');
    expect(generateEvents(schedule, [film], now)).toEqual(generateEvents(schedule, [film], now));
  });
});
