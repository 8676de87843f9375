import { renderClock } from './render-clock';

const at = (iso: string) => Date.parse(iso);

describe('renderClock', () => {
  it('is the start of the Oslo day when no row changes before the build clock', () => {
    expect(
      renderClock('2026-11-26T10:07:31.123+01:00', [at('2026-11-26T18:15:00.001+01:00')]),
    ).toBe('2026-11-25T23:00:00.000Z');
  });

  it('is the Oslo day, not the UTC day, an hour after midnight in Oslo', () => {
    expect(renderClock('2026-11-26T00:30:00+01:00', [])).toBe('2026-11-25T23:00:00.000Z');
  });

  it('is the latest change at or before the build clock, never one after it', () => {
    const changes = [
      at('2026-11-26T09:00:00+01:00'),
      at('2026-11-26T10:00:00+01:00'),
      at('2026-11-26T10:00:00.001+01:00'),
    ];
    expect(renderClock('2026-11-26T10:00:00+01:00', changes)).toBe('2026-11-26T09:00:00.000Z');
  });

  it('ignores a change before the day began', () => {
    expect(renderClock('2026-11-26T10:00:00+01:00', [at('2026-11-25T22:00:00+01:00')])).toBe(
      '2026-11-25T23:00:00.000Z',
    );
  });

  it('starts the day at Oslo midnight on the 25-hour autumn day', () => {
    expect(renderClock('2027-10-31T12:00:00+01:00', [])).toBe('2027-10-30T22:00:00.000Z');
  });

  it('gives every clock of one day and the same rows the same render clock', () => {
    const changes = [at('2026-11-26T20:15:00.001+01:00')];
    const clocks = ['00:00', '06:10', '12:00', '20:15'].map((clock) =>
      renderClock(`2026-11-26T${clock}:00+01:00`, changes),
    );
    expect(new Set(clocks)).toEqual(new Set(['2026-11-25T23:00:00.000Z']));
    expect(renderClock('2026-11-26T20:16:00+01:00', changes)).toBe('2026-11-26T19:15:00.001Z');
  });

  it('names a build clock that is no date', () => {
    expect(() => renderClock('i går', [])).toThrow("'i går' is no date");
  });
});
