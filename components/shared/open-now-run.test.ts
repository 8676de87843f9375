/** @jest-environment jsdom */
import type { OpeningSpan } from '@/lib/open-now';
import { installOpenNow } from './open-now-run';

const WEEKDAYS: OpeningSpan[] = [[[1, 2, 3, 4, 5], 7 * 60, 21 * 60, []]];

describe('open-now-run', () => {
  it('corrects the statuses now and at the next minute, and one a navigation adds', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-01T19:59:30Z') });
    document.body.innerHTML = `<span data-open='${JSON.stringify(WEEKDAYS)}'>Stengt nå</span>`;
    const status = document.querySelector('span');
    const stop = installOpenNow(document);
    expect(status).toHaveTextContent('Åpent nå – stenger kl. 21:00');
    jest.advanceTimersByTime(60_000);
    await Promise.resolve();
    expect(status).toHaveTextContent('Stengt nå – åpner i morgen kl. 07:00');
    const added = document.createElement('span');
    added.dataset.open = JSON.stringify(WEEKDAYS);
    document.body.append(added);
    await jest.advanceTimersByTimeAsync(0);
    expect(added).toHaveTextContent('Stengt nå – åpner i morgen kl. 07:00');
    stop();
    jest.useRealTimers();
  });
});
