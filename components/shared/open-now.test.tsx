/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import house from '@/content/house.json';
import { hallHours } from '@/lib/open-now';
import { houseSchema } from '@/lib/schemas/house';
import { OPEN_NOW_SCRIPT, OpenNow } from './open-now';

const halls = hallHours(houseSchema.parse(house));
const hall = (id: string) => {
  const found = halls.find((hours) => hours.hall === id);
  if (!found) throw new Error(`no opening hours for ${id} in content/house.json`);
  return found;
};

describe('«Åpent nå» inline script (issue 32, point 3)', () => {
  afterEach(() => jest.useRealTimers());

  it("sets every status from the visitor's clock on its own, closure days included", () => {
    // Built on Friday 27 November at 04:30: both halls closed until later that day.
    const { container } = render(
      <>
        <OpenNow hours={hall('svommehallen')} now="2026-11-27T03:30:00Z" />
        <OpenNow hours={hall('storenhallen')} now="2026-11-27T03:30:00Z" />
      </>,
    );
    const texts = () => [...container.querySelectorAll('.open-now')].map((s) => s.textContent);
    expect(texts()).toEqual([
      'Stengt nå – åpner fredag kl. 06:30',
      'Stengt nå – åpner fredag kl. 07:30',
    ]);
    // Saturday 26 December, 12:00: the pool's Saturday sessions are off for Christmas.
    jest.useFakeTimers({ now: Date.parse('2026-12-26T11:00:00Z') });
    // The script runs as the browser runs it: its text alone, in the global scope.
    new Function(OPEN_NOW_SCRIPT)();
    expect(texts()).toEqual([
      'Stengt nå – åpner i morgen kl. 11:00',
      'Åpent nå – stenger kl. 21:00',
    ]);
  });
});
