/** @jest-environment jsdom */
import { currentMinute, isPastShowing } from './showing-clock';
import { correctShowings, installShowingClock } from './showing-clock-run';

const at = (iso: string) => Date.parse(iso);

/** A block as the schedule and ticket list render it: two days, a card list with a limit, an empty state. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <section data-showing-scope id="schedule">
      <p data-showing-none hidden>Ingen kommende visninger</p>
      <section data-showing-group id="sat"><h3>I dag</h3>
        <ul>
          <li data-showing-start="2027-03-27T18:00:00+01:00">18:00</li>
          <li data-showing-start="2027-03-27T23:30:00+01:00">23:30</li>
        </ul>
      </section>
      <section data-showing-group id="sun"><h3>I morgen</h3>
        <ul><li data-showing-start="2027-03-28T03:30:00+02:00">03:30</li><li data-showing-start="2027-03-28T20:00:00+02:00">20:00</li></ul>
      </section>
    </section>
    <ul data-showing-group data-showing-limit="2" id="card">
      <li data-showing-start="2027-03-27T18:00:00+01:00">a</li>
      <li data-showing-start="2027-03-27T23:30:00+01:00">b</li>
      <li data-showing-start="2027-03-28T03:30:00+02:00" data-showing-over>c</li>
      <li data-showing-start="2027-03-28T20:00:00+02:00" data-showing-over>d</li>
    </ul>`;
  return document.body;
}

const text = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
const shown = (selector: string) =>
  text(`${selector} [data-showing-start]:not([data-showing-past]):not([data-showing-over])`);

describe('the showing clock', () => {
  it('keeps a showing for 15 minutes after its start, then lets it go', () => {
    expect(isPastShowing('2026-11-21T18:00:00+01:00', at('2026-11-21T18:15:00+01:00'))).toBe(false);
    expect(isPastShowing('2026-11-21T18:00:00+01:00', at('2026-11-21T18:16:00+01:00'))).toBe(true);
    expect(currentMinute(at('2026-11-21T18:16:59.900+01:00'))).toBe(
      at('2026-11-21T18:16:00+01:00'),
    );
  });

  it('changes nothing at the build clock', () => {
    correctShowings(page(), at('2027-03-27T12:00:00+01:00'));
    expect(shown('#schedule')).toEqual(['18:00', '23:30', '03:30', '20:00']);
    expect(shown('#card')).toEqual(['a', 'b']);
    expect(document.querySelector<HTMLElement>('[data-showing-none]')?.hidden).toBe(true);
    expect(document.querySelectorAll('[data-showing-empty]')).toHaveLength(0);
  });

  it('on the spring-forward night, drops the evening and empties Saturday', () => {
    correctShowings(page(), at('2027-03-27T23:40:00+01:00'));
    expect(shown('#schedule')).toEqual(['23:30', '03:30', '20:00']);
    expect(shown('#card')).toEqual(['b', 'c']);
    expect(document.querySelector('#sat')?.hasAttribute('data-showing-empty')).toBe(false);

    // 00:20 on Sunday 28 March 2027, before the clocks go from 02:00 to 03:00.
    correctShowings(document.body, at('2027-03-28T00:20:00+01:00'));
    expect(shown('#schedule')).toEqual(['03:30', '20:00']);
    expect(shown('#card')).toEqual(['c', 'd']);
    expect(document.querySelector('#sat')?.hasAttribute('data-showing-empty')).toBe(true);
    expect(document.querySelector('#sun')?.hasAttribute('data-showing-empty')).toBe(false);
  });

  it('leaves the showings a filter excluded out of the limit, so the next matching ones show', () => {
    page();
    for (const id of ['a', 'b']) {
      const showing = [...document.querySelectorAll('#card li')].find(
        (li) => li.textContent === id,
      );
      showing?.setAttribute('data-showing-excluded', '');
    }
    correctShowings(document.body, at('2027-03-27T12:00:00+01:00'));
    expect(
      text('#card [data-showing-start]:not([data-showing-excluded]):not([data-showing-over])'),
    ).toEqual(['c', 'd']);
  });

  it('turns the empty state on when nothing is left, and off again for an earlier clock', () => {
    correctShowings(page(), at('2027-03-28T21:00:00+02:00'));
    expect(shown('#schedule')).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-showing-none]')?.hidden).toBe(false);
    expect(document.querySelector('#card')?.hasAttribute('data-showing-empty')).toBe(true);
    correctShowings(document.body, at('2027-03-27T12:00:00+01:00'));
    expect(document.querySelector<HTMLElement>('[data-showing-none]')?.hidden).toBe(true);
    expect(shown('#card')).toEqual(['a', 'b']);
  });
});

describe('installShowingClock', () => {
  afterEach(() => jest.useRealTimers());

  it('corrects the page on load, at the next minute, when the tab shows again and when an island adds rows', async () => {
    jest.useFakeTimers({ now: at('2027-03-27T23:45:30+01:00'), doNotFake: ['queueMicrotask'] });
    page();
    const stop = installShowingClock(document);
    expect(shown('#schedule')).toEqual(['23:30', '03:30', '20:00']);

    // A programme filter leaves the card's 23:30 out, in place: its limit goes to the next ones.
    const card = () =>
      text(
        '#card [data-showing-start]:not([data-showing-past]):not([data-showing-over]):not([data-showing-excluded])',
      );
    expect(card()).toEqual(['b', 'c']);
    document.querySelector('#card li:nth-child(2)')?.setAttribute('data-showing-excluded', '');
    await Promise.resolve();
    await Promise.resolve();
    expect(card()).toEqual(['c', 'd']);

    jest.advanceTimersByTime(60_000);
    await Promise.resolve();
    expect(shown('#schedule')).toEqual(['03:30', '20:00']);

    // The tab slept through the night: timers did not run, the visitor comes back at noon.
    jest.setSystemTime(at('2027-03-28T12:00:00+02:00'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(shown('#schedule')).toEqual(['20:00']);

    document
      .querySelector('#sun ul')
      ?.insertAdjacentHTML(
        'afterbegin',
        '<li data-showing-start="2027-03-28T09:00:00+02:00">09:00</li>',
      );
    await Promise.resolve();
    await Promise.resolve();
    expect(document.querySelector('#sun li')?.hasAttribute('data-showing-past')).toBe(true);

    stop();
  });
});
