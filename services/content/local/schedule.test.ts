import { production } from '@/tests/fixtures';
import { houseSchema, scheduleRuleSchema, type ScheduleRule } from '@/lib/schemas';
import { osloDay } from '@/lib/time';
import { generateEvents, placeRule } from './schedule';

const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
const house = houseSchema.parse({
  halls: [{ id: 'sal1', name: 'Sal 1', venue: 'Kinoen', seats: 180, wheelchairPlaces: 4 }],
  series: [
    {
      id: 'seniorkino',
      name: 'Seniorkino',
      weekdays: [2],
      time: '12:00',
      everyOtherWeek: true,
      hall: 'sal1',
      prices: [{ label: 'Seniorkino', amountKr: 110 }],
      tags: ['seniorkino'],
    },
    {
      id: 'bading',
      name: 'Bading',
      weekdays: [2, 4],
      time: '17:00',
      lengthMinutes: 120,
      hall: 'sal1',
      prices: [{ label: 'Voksen', amountKr: 95 }],
    },
  ],
  priceLists: [
    {
      id: 'leie',
      name: 'Leie',
      prices: [
        { label: 'Hel hall', amountKr: 950 },
        { label: 'En tredjedel', amountKr: 380 },
      ],
    },
  ],
});
const rule = scheduleRuleSchema.parse({
  production: film.pageReference,
  hall: 'sal1',
  times: ['18:00', '20:30'],
  weekdays: [6, 7],
  fromDay: 0,
  toDay: 8,
  prices: [{ label: 'Voksen', amountKr: 150 }],
});
const schedule = (rules: ScheduleRule[]) => ({
  seed: 1,
  ticketBaseUrl: 'https://billett.example.no/arrangement',
  rules,
});
const startTimes = (rules: ScheduleRule[], now: string) =>
  generateEvents(schedule(rules), house, [film], new Date(now)).map((event) => event.startTime);
/** Monday 23 to Sunday 29 November 2026, at noon in Oslo. */
const WEEK = [23, 24, 25, 26, 27, 28, 29].map((day) => `2026-11-${day}T12:00:00+01:00`);

describe('generateEvents', () => {
  it('carries the hearing loop of the hall of the house onto its events', () => {
    const looped = houseSchema.parse({
      ...house,
      halls: [{ ...house.halls[0], hearingLoop: true }],
    });
    expect(
      generateEvents(schedule([rule]), looped, [film], new Date('2026-11-21T09:00:00+01:00'))[0]
        ?.location,
    ).toEqual({ name: 'Sal 1', venue: 'Kinoen', hearingLoop: true });
  });

  it('makes one event per matching Oslo day and time of a weekly rule, in the hall of the house', () => {
    const events = generateEvents(
      schedule([rule]),
      house,
      [film],
      new Date('2026-11-21T09:00:00+01:00'),
    );
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
    expect(events[0]?.location).toEqual({ name: 'Sal 1', venue: 'Kinoen' });
    expect(events[0]?.id).toBe('dxm1000001-20261121-1800-sal1');
    expect(events[0]?.ticketUrl).toBe(`https://billett.example.no/arrangement/${events[0]?.id}`);
    expect(events[0]?.endTime).toBe('2026-11-21T19:52:00+01:00');
  });

  it('keeps Norwegian letters of the hall readable in the event id (svommehallen, not svmmehallen)', () => {
    const pool = houseSchema.parse({
      ...house,
      halls: [...house.halls, { id: 'svommehallen', name: 'Svømmehallen', venue: 'Svømmehallen' }],
    });
    const events = generateEvents(
      schedule([{ ...rule, hall: 'svommehallen' }]),
      pool,
      [film],
      new Date('2026-11-20T12:00:00+01:00'),
    );
    expect(events[0]?.id).toBe('dxm1000001-20261121-1800-svommehallen');
  });

  it('keeps wall-clock times across the daylight-saving change', () => {
    expect(
      startTimes([{ ...rule, fromDay: 0, toDay: 8 }], '2027-03-27T09:00:00+01:00').slice(0, 4),
    ).toEqual([
      '2027-03-27T18:00:00+01:00',
      '2027-03-27T20:30:00+01:00',
      '2027-03-28T18:00:00+02:00',
      '2027-03-28T20:30:00+02:00',
    ]);
  });

  it('places an anchored run on consecutive days from the first anchor weekday on or after its day, on a build of any weekday', () => {
    const run = scheduleRuleSchema.parse({
      ...rule,
      weekdays: undefined,
      fromDay: undefined,
      toDay: undefined,
      anchor: { weekday: 4, onOrAfterDay: 3 },
      days: [0, 1, 2],
      times: ['19:00'],
    });
    for (const now of WEEK) {
      const days = startTimes([run], now).map((start) => osloDay(new Date(start)));
      expect(days.map((day) => day.weekday)).toEqual([4, 5, 6]);
      const ahead =
        (Date.parse(
          `${days[0]?.year}-${String(days[0]?.month).padStart(2, '0')}-${String(days[0]?.day).padStart(2, '0')}T12:00:00+01:00`,
        ) -
          Date.parse(now)) /
        86_400_000;
      expect(ahead).toBeGreaterThanOrEqual(3);
      expect(ahead).toBeLessThanOrEqual(9);
    }
  });

  it('runs an every-other-week series on the same Tuesdays whatever day the site is built, with its hall, time, price and tags', () => {
    const senior = scheduleRuleSchema.parse({
      production: film.pageReference,
      series: 'seniorkino',
      fromDay: 0,
      toDay: 20,
      tags: ['norsk-tekst'],
    });
    const all = new Set(WEEK.flatMap((now) => startTimes([senior], now)));
    expect([...all].sort()).toEqual(['2026-12-01T12:00:00+01:00', '2026-12-15T12:00:00+01:00']);
    const [event] = generateEvents(schedule([senior]), house, [film], new Date(WEEK[0] ?? ''));
    expect(event).toMatchObject({
      location: { name: 'Sal 1', venue: 'Kinoen' },
      prices: [{ label: 'Seniorkino', amountKr: 110 }],
      tags: ['seniorkino', 'norsk-tekst'],
    });
  });

  it('runs a series on each of its weekdays for its own length, and takes the prices of a rule from a price list of the house', () => {
    const pool = generateEvents(
      schedule([
        scheduleRuleSchema.parse({
          production: film.pageReference,
          series: 'bading',
          fromDay: 0,
          toDay: 7,
        }),
      ]),
      house,
      [film],
      new Date(WEEK[0] ?? ''),
    );
    expect(pool.map((event) => [event.startTime, event.endTime, event.prices])).toEqual([
      [
        '2026-11-24T17:00:00+01:00',
        '2026-11-24T19:00:00+01:00',
        [{ label: 'Voksen', amountKr: 95 }],
      ],
      [
        '2026-11-26T17:00:00+01:00',
        '2026-11-26T19:00:00+01:00',
        [{ label: 'Voksen', amountKr: 95 }],
      ],
    ]);
    const { prices, ...inline } = rule;
    expect(prices).toBeDefined();
    const rental = generateEvents(
      schedule([scheduleRuleSchema.parse({ ...inline, priceList: 'leie' })]),
      house,
      [film],
      new Date(WEEK[0] ?? ''),
    );
    expect(rental.length).toBeGreaterThan(0);
    for (const event of rental)
      expect(event.prices.map((price) => price.amountKr)).toEqual([950, 380]);
    expect(placeRule({ ...inline, priceList: 'leiee' }, house)).toEqual({
      field: 'priceList',
      message: "refers to unknown price list 'leiee' of content/house.json",
    });
    expect(
      scheduleRuleSchema
        .safeParse({ ...rule, priceList: 'leie' })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['prices']);
  });

  it('generates nothing on the days a closure shuts the hall, or only its series', () => {
    const closed = houseSchema.parse({
      ...house,
      closures: [
        { hall: 'sal1', from: '2026-11-28', to: '2026-11-28' },
        { hall: 'sal1', series: 'bading', from: '2026-11-26', to: '2026-11-26' },
      ],
    });
    const days = (rules: ScheduleRule[]) =>
      generateEvents(schedule(rules), closed, [film], new Date(WEEK[0] ?? '')).map((event) =>
        event.startTime.slice(0, 10),
      );
    expect(days([rule])).toEqual(['2026-11-29', '2026-11-29']);
    expect(
      days([
        scheduleRuleSchema.parse({
          production: film.pageReference,
          series: 'bading',
          fromDay: 0,
          toDay: 7,
        }),
      ]),
    ).toEqual(['2026-11-24']);
    expect(
      houseSchema
        .safeParse({
          ...house,
          closures: [{ hall: 'sal1', series: 'babykino', from: '2026-12-02', to: '2026-12-01' }],
        })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([
      "closures.0.series: refers to no series 'babykino' in hall 'sal1'",
      'closures.0.to: is before from (2026-12-02)',
    ]);
  });

  it('is deterministic: the same seed and clock give the same ids and availability', () => {
    const now = new Date('2026-11-21T09:00:00+01:00');
    expect(generateEvents(schedule([rule]), house, [film], now)).toEqual(
      generateEvents(schedule([rule]), house, [film], now),
    );
  });

  it('names an unknown hall or series, and a window too short for an every-other-week series', () => {
    expect(placeRule({ ...rule, hall: 'sal9' }, house)).toEqual({
      field: 'hall',
      message: "refers to unknown hall 'sal9' of content/house.json",
    });
    expect(
      placeRule(
        { production: film.pageReference, series: 'barnekino', fromDay: 0, toDay: 20, tags: [] },
        house,
      ),
    ).toMatchObject({ field: 'series' });
    expect(
      placeRule(
        { production: film.pageReference, series: 'seniorkino', fromDay: 0, toDay: 10, tags: [] },
        house,
      ),
    ).toMatchObject({ field: 'toDay', message: expect.stringContaining('every other week') });
  });
});

describe('scheduleRuleSchema', () => {
  const issues = (value: object) =>
    scheduleRuleSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('rejects a weekly rule whose window can miss a weekday (the old one-day rules)', () => {
    expect(issues({ ...rule, weekdays: [5], fromDay: 13, toDay: 13 })).toEqual([
      expect.stringMatching(/^toDay: the window must hold at least 7 days after the build day/),
    ]);
    expect(issues({ ...rule, fromDay: 0, toDay: 6 })).toHaveLength(1);
    expect(issues({ ...rule, fromDay: 0, toDay: 7 })).toEqual([]);
  });

  it('rejects an anchor on the build day, a rule of both forms, and series fields repeated in a rule', () => {
    expect(
      issues({
        ...rule,
        weekdays: undefined,
        fromDay: undefined,
        toDay: undefined,
        anchor: { weekday: 5, onOrAfterDay: 0 },
        days: [0],
      }),
    ).toEqual([expect.stringMatching(/^anchor\.onOrAfterDay/)]);
    expect(issues({ ...rule, anchor: { weekday: 5, onOrAfterDay: 3 }, days: [0] })).toEqual([
      expect.stringMatching(/^fromDay: give either/),
    ]);
    expect(
      issues({
        production: film.pageReference,
        series: 'seniorkino',
        hall: 'sal1',
        fromDay: 0,
        toDay: 20,
      }),
    ).toEqual(["hall: comes from series 'seniorkino': leave it out"]);
    expect(
      issues({ production: film.pageReference, fromDay: 0, toDay: 20, weekdays: [1] }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^hall: is required/),
        expect.stringMatching(/^times: is required/),
      ]),
    );
  });
});
