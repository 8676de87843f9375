/** @jest-environment jsdom */
import { currentMinute, isPastShowing, SHOWING, SHOWING_PREFIX } from './showing-clock';
import {
  correctDays,
  correctRows,
  correctShowings,
  installShowingClock,
  SHOWING_CLOCK_OPTIONS,
} from './showing-clock-run';

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
    correctShowings(page(), at('2027-03-27T12:00:00+01:00'), SHOWING_CLOCK_OPTIONS);
    expect(shown('#schedule')).toEqual(['18:00', '23:30', '03:30', '20:00']);
    expect(shown('#card')).toEqual(['a', 'b']);
    expect(document.querySelector<HTMLElement>('[data-showing-none]')?.hidden).toBe(true);
    expect(document.querySelectorAll('[data-showing-empty]')).toHaveLength(0);
  });

  it('on the spring-forward night, drops the evening and empties Saturday', () => {
    correctShowings(page(), at('2027-03-27T23:40:00+01:00'), SHOWING_CLOCK_OPTIONS);
    expect(shown('#schedule')).toEqual(['23:30', '03:30', '20:00']);
    expect(shown('#card')).toEqual(['b', 'c']);
    expect(document.querySelector('#sat')?.hasAttribute('data-showing-empty')).toBe(false);

    // 00:20 on Sunday 28 March 2027, before the clocks go from 02:00 to 03:00.
    correctShowings(document.body, at('2027-03-28T00:20:00+01:00'), SHOWING_CLOCK_OPTIONS);
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
    correctShowings(document.body, at('2027-03-27T12:00:00+01:00'), SHOWING_CLOCK_OPTIONS);
    expect(
      text('#card [data-showing-start]:not([data-showing-excluded]):not([data-showing-over])'),
    ).toEqual(['c', 'd']);
  });

  it('turns the empty state on when nothing is left, and off again for an earlier clock', () => {
    correctShowings(page(), at('2027-03-28T21:00:00+02:00'), SHOWING_CLOCK_OPTIONS);
    expect(shown('#schedule')).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-showing-none]')?.hidden).toBe(false);
    expect(document.querySelector('#card')?.hasAttribute('data-showing-empty')).toBe(true);
    correctShowings(document.body, at('2027-03-27T12:00:00+01:00'), SHOWING_CLOCK_OPTIONS);
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

describe('the inline script', () => {
  it('names every attribute of the contract by one prefix, which the script is given', () => {
    for (const [key, name] of Object.entries(SHOWING)) expect(name).toBe(`${SHOWING_PREFIX}${key}`);
    expect(SHOWING_CLOCK_OPTIONS.prefix).toBe(SHOWING_PREFIX);
  });

  /** A schedule's day tabs and a week grid, as the server renders them on Friday 27 November 2026. */
  function built(): void {
    document.body.innerHTML = `
      <nav><ul>
        <li data-showing-until="2026-11-27T20:00:00+01:00"><a data-showing-day="2026-11-27" data-showing-label="Fredag 27. november">I dag</a></li>
        <li data-showing-until="2026-11-28T20:00:00+01:00"><a data-showing-day="2026-11-28" data-showing-label="Lørdag 28. november">I morgen</a></li>
        <li data-showing-until="2026-11-29T20:00:00+01:00"><a data-showing-day="2026-11-29" data-showing-label="Søndag 29. november">Søndag 29. november</a></li>
      </ul></nav>
      <table><caption><span data-showing-range>Fredag 27. november – lørdag 28. november</span></caption>
        <thead><tr data-showing-columns="2"><th>Tid</th>
          <th data-showing-until="2026-11-27T23:59:59.999+01:00" data-showing-label="fredag 27. november">fre.</th>
          <th data-showing-until="2026-11-28T23:59:59.999+01:00" data-showing-label="lørdag 28. november">lør.</th>
          <th data-showing-until="2026-11-29T23:59:59.999+01:00" data-showing-label="søndag 29. november" data-showing-over>søn.</th>
        </tr></thead>
        <tbody><tr data-showing-columns="2"><th>18:00</th>
          <td data-showing-until="2026-11-27T23:59:59.999+01:00"></td>
          <td data-showing-until="2026-11-28T23:59:59.999+01:00"></td>
          <td data-showing-until="2026-11-29T23:59:59.999+01:00" data-showing-over></td>
        </tr></tbody>
      </table>`;
  }

  it("is the chunk's own function, whole in its source: a day later it relabels the days and rolls the grid", () => {
    built();
    // The inline script is this source and nothing else (showing-clock-script.tsx).
    const standalone = new Function(
      'root',
      'now',
      'options',
      `(${String(correctRows)})(root, now, options); (${String(correctDays)})(root, now, options)`,
    ) as typeof correctShowings;
    standalone(document.body, at('2026-11-28T09:00:00+01:00'), SHOWING_CLOCK_OPTIONS);
    expect(text('nav li:not([data-showing-past]) a')).toEqual(['I dag', 'I morgen']);
    expect(text('thead th:not([data-showing-past]):not([data-showing-over])')).toEqual([
      'Tid',
      'lør.',
      'søn.',
    ]);
    expect(text('tbody td[data-showing-past]')).toHaveLength(1);
    expect(text('tbody td[data-showing-over]')).toHaveLength(0);
    expect(text('[data-showing-range]')).toEqual(['Lørdag 28. november – søndag 29. november']);
  });

  it('rolls the grid at midnight, not a grace after it: at midnight the day before is gone', () => {
    built();
    correctShowings(document.body, at('2026-11-27T23:59:00+01:00'), SHOWING_CLOCK_OPTIONS);
    expect(text('thead th:not([data-showing-past]):not([data-showing-over])')).toEqual([
      'Tid',
      'fre.',
      'lør.',
    ]);
    correctShowings(document.body, at('2026-11-28T00:00:00+01:00'), SHOWING_CLOCK_OPTIONS);
    // The grid is there, and its first column is the visitor's day.
    expect(text('thead th:not([data-showing-past]):not([data-showing-over])')).toEqual([
      'Tid',
      'lør.',
      'søn.',
    ]);
    expect(text('[data-showing-range]')).toEqual(['Lørdag 28. november – søndag 29. november']);
  });
});
