/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { leavesAt } from '@/components/shared/showing-clock';
import { ScheduleDays, type ScheduleDaySection } from './schedule-days.client';

const BUILD = '2027-10-30T10:00:00+02:00';
const day = (key: string, lastStart: string): ScheduleDaySection => ({
  key,
  until: leavesAt(lastStart),
  content: <p>{`Visninger ${key}`}</p>,
});
const DAYS = [
  day('2027-10-30', '2027-10-30T21:00:00+02:00'),
  day('2027-10-31', '2027-10-31T21:00:00+01:00'),
  day('2027-11-01', '2027-11-01T18:00:00+01:00'),
  day('2027-11-02', '2027-11-02T18:00:00+01:00'),
];

const buttons = () =>
  within(screen.getByRole('navigation', { name: 'Velg dag' }))
    .getAllByRole('button')
    .map((button) => [button.textContent, button.getAttribute('aria-pressed')]);

describe('ScheduleDays', () => {
  afterEach(() => jest.useRealTimers());

  it('at the build clock shows the built days, today first', () => {
    jest.useFakeTimers({ now: Date.parse(BUILD) });
    render(<ScheduleDays blockId="schedule" days={DAYS} limit={2} renderNow={BUILD} />);
    expect(buttons()).toEqual([
      ['I dag', 'true'],
      ['I morgen', 'false'],
    ]);
  });

  it('in the first hour of the 25-hour autumn day, drops Saturday, names Sunday today and Monday tomorrow, and takes a day from the reserve', () => {
    jest.useFakeTimers({ now: Date.parse('2027-10-31T00:30:00+02:00') });
    render(<ScheduleDays blockId="schedule" days={DAYS} limit={2} renderNow={BUILD} />);
    expect(buttons()).toEqual([
      ['I dag', 'true'],
      ['I morgen', 'false'],
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'I dag' }).closest('section')?.id).toBe(
      'schedule-2027-10-31',
    );
    expect(screen.getByText('Visninger 2027-10-31')).toBeVisible();
    expect(screen.getByText('Visninger 2027-10-30').closest('section')).not.toBeVisible();
  });

  it('moves on when the last showing of the day is 15 minutes old, without a reload', () => {
    jest.useFakeTimers({ now: Date.parse('2027-10-31T21:15:00+01:00') });
    render(<ScheduleDays blockId="schedule" days={DAYS} limit={2} renderNow={BUILD} />);
    expect(buttons()).toEqual([
      ['I dag', 'true'],
      ['I morgen', 'false'],
    ]);
    act(() => jest.advanceTimersByTime(61_000));
    expect(buttons()).toEqual([
      ['I morgen', 'true'],
      ['Tirsdag 2. november', 'false'],
    ]);
  });

  it('renders nothing when every day is over, so the empty state shows', () => {
    jest.useFakeTimers({ now: Date.parse('2027-11-03T12:00:00+01:00') });
    const { container } = render(
      <ScheduleDays blockId="schedule" days={DAYS} limit={2} renderNow={BUILD} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
