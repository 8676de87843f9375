/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { LiveAvailabilityStore } from '@/store/events/live-availability';
import { LiveTicketIsland } from './live-ticket-island.client';
import type { TicketRow } from './ticket-row';

/** The store the island loads on demand, played by the test: it records what is asked and answers when told. */
const wanted: string[][] = [];
let answer: (items: Record<string, 'soldout' | 'few' | 'available'>) => void = () => {};
jest.mock('@/store/events/live-availability', () => ({
  createLiveAvailabilityStore: (): LiveAvailabilityStore => {
    let items = {};
    const listeners = new Set<() => void>();
    answer = (next) => {
      items = next;
      for (const listener of listeners) listener();
    };
    return {
      want: (ids) => void wanted.push([...ids]),
      snapshot: () => items,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {},
    };
  },
}));

const row = (id: string): TicketRow => ({
  id,
  startTime: '2026-11-26T18:00:00+01:00',
  when: '18:00',
  day: 'Torsdag 26. november',
  where: 'Sal 1',
  price: 'fra 110 kr',
  availability: 'available',
  ticketUrl: `https://billett.example.no/${id}`,
  calendarHref: `/kalender/${id}.ics`,
  accessibleSuffix: ` til Fjellet, ${id}`,
});

let idle: (() => void)[] = [];
beforeEach(() => {
  wanted.length = 0;
  idle = [];
  window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => {
    idle.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  window.cancelIdleCallback = jest.fn();
});

it('shows the list as built, asks for live availability only when the page is idle, and updates the row in place', async () => {
  render(
    <LiveTicketIsland
      rows={[row('e1'), row('e2')]}
      site="kulturhuset"
      runtimeUrl="http://x/"
      renderNow="2026-11-26T12:00:00+01:00"
      noun="visninger"
    />,
  );
  const buy = screen.getByRole('link', { name: 'Kjøp billett til Fjellet, e1' });
  const item = buy.closest('li');
  expect(item).toHaveAttribute('data-event-id', 'e1');
  expect(wanted).toEqual([]);

  act(() => {
    for (const task of idle) task();
  });
  // The store module is imported on demand, then asked once for every listed event.
  await waitFor(() => expect(wanted).toEqual([['e1', 'e2']]));

  act(() => answer({ e1: 'soldout' }));
  expect(screen.getByText('Utsolgt', { selector: '.availability' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Kjøp billett til Fjellet, e1' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Kjøp billett til Fjellet, e2' })).toBeVisible();
  // The same list item, changed in place: nothing is re-mounted, nothing moves.
  expect(document.querySelector('li[data-event-id="e1"]')).toBe(item);
});
