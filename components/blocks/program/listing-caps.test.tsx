/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { event, production, site } from '@/tests/fixtures';
import type { BlockContext, BlockProps } from '../types';
import { CoverFlow, MAX_COVER_FLOW_POSTERS } from '../cover-flow/cover-flow';
import { Schedule, MAX_SHOWINGS_PER_DAY } from '../schedule/schedule';
import { MAX_SLIDES, Slideshow } from '../slideshow/slideshow';
import { MAX_PROGRAM_CARDS, Program } from './program';
import { MAX_CARD_SHOWTIMES } from '@/components/shared/production-card';

jest.mock('next/navigation', () => ({
  usePathname: () => '/kinoprogram',
  useRouter: () => ({ replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

// next/dynamic renders nothing in a synchronous renderToString: render the track the loader loads.
jest.mock('../slideshow/slideshow-loader.client', () => ({
  SlideshowLoader: jest.requireActual('../slideshow/slideshow-track.client').SlideshowTrack,
}));
jest.mock('../schedule/schedule-days-loader.client', () => ({
  ScheduleDaysLoader: jest.requireActual('../schedule/schedule-days.client').ScheduleDays,
}));
jest.mock('./program-filters-loader.client', () => ({
  ProgramFiltersLoader: jest.requireActual('./program-filters.client').ProgramFilters,
}));

const NOW = '2026-11-21T08:00:00.000Z';
const context: BlockContext = { site, menu: [], now: NOW, filmclub: null, runtimeUrl: '' };

/** `count` films, each with one showing on 22 November 2026, in catalogue order. */
function films(count: number) {
  const productions = Array.from({ length: count }, (_, index) =>
    production({
      title: `Film ${index + 1}`,
      catalogueNumber: `DXM${String(index + 1).padStart(5, '0')}`,
      typeText: 'Film',
    }),
  );
  const events = productions.map((item, index) =>
    event(
      item.pageReference,
      new Date(Date.parse('2026-11-22T09:00:00Z') + index * 60_000).toISOString(),
    ),
  );
  return { productions, events };
}

function renderProgram(count: number) {
  const block = {
    id: 'program-1',
    component: 'program',
    props: { variant: 'film' },
    data: films(count),
  } as unknown as BlockProps<'program'>['block'];
  document.body.innerHTML = renderToString(<Program block={block} context={context} />);
}

function renderSchedule(count: number) {
  const block = {
    id: 'schedule-1',
    component: 'schedule',
    props: { days: 7 },
    data: films(count),
  } as unknown as BlockProps<'schedule'>['block'];
  document.body.innerHTML = renderToString(<Schedule block={block} context={context} />);
}

afterEach(() => (document.body.innerHTML = ''));

describe('listing pages at scale', () => {
  it(`a programme card carries its first ${MAX_CARD_SHOWTIMES} coming showtimes, three of them shown`, () => {
    const [film] = films(1).productions;
    const hourly = Array.from({ length: MAX_CARD_SHOWTIMES + 20 }, (_, index) =>
      event(
        film?.pageReference ?? '',
        new Date(Date.parse('2026-11-22T09:00:00Z') + index * 3_600_000).toISOString(),
      ),
    );
    const block = {
      id: 'program-1',
      component: 'program',
      props: { variant: 'film' },
      data: { productions: [film], events: hourly },
    } as unknown as BlockProps<'program'>['block'];
    document.body.innerHTML = renderToString(<Program block={block} context={context} />);
    const times = document.querySelectorAll('.production-card__showtimes [data-showing-start]');
    expect(times).toHaveLength(MAX_CARD_SHOWTIMES);
    expect(times[0]?.getAttribute('data-showing-start')).toBe(hourly[0]?.startTime);
    expect(
      document.querySelectorAll(
        '.production-card__showtimes [data-showing-start]:not([data-showing-over])',
      ),
    ).toHaveLength(3);
  });

  it(`a programme renders every production up to ${MAX_PROGRAM_CARDS}, with no note`, () => {
    renderProgram(3);
    expect(screen.getByRole('heading', { name: 'Film 3' })).toBeTruthy();
    expect(document.querySelector('.program__more')).toBeNull();
  });

  it(`a programme of more than ${MAX_PROGRAM_CARDS} productions shows the first ${MAX_PROGRAM_CARDS} and says how many there are, with a way to the rest`, () => {
    renderProgram(MAX_PROGRAM_CARDS + 50);
    expect(screen.getByRole('heading', { name: 'Film 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Film ${MAX_PROGRAM_CARDS}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: `Film ${MAX_PROGRAM_CARDS + 1}` })).toBeNull();
    const note = document.querySelector<HTMLElement>('.program__more');
    expect(note?.textContent).toBe(
      `Programmet har ${MAX_PROGRAM_CARDS + 50} filmer, og her vises de ${MAX_PROGRAM_CARDS} første. Søk i programmet for å finne de andre.`,
    );
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: 'Søk i programmet' })
        .getAttribute('href'),
    ).toBe('/search');
  });

  it(`a schedule day renders at most ${MAX_SHOWINGS_PER_DAY} showtimes, the earliest, and counts the rest`, () => {
    renderSchedule(MAX_SHOWINGS_PER_DAY + 7);
    const rows = document.querySelectorAll('.schedule .showtime');
    expect(rows).toHaveLength(MAX_SHOWINGS_PER_DAY);
    expect(rows[0]?.textContent).toContain('Film 1');
    expect(rows[MAX_SHOWINGS_PER_DAY - 1]?.textContent).toContain(`Film ${MAX_SHOWINGS_PER_DAY}`);
    expect(document.querySelector('.schedule__more')?.textContent).toBe(
      'Og 7 visninger til denne dagen.',
    );
  });

  it('a schedule day under the cap shows every showtime and no count', () => {
    renderSchedule(5);
    expect(document.querySelectorAll('.schedule .showtime')).toHaveLength(5);
    expect(document.querySelector('.schedule__more')).toBeNull();
  });

  it(`a slideshow shows the first ${MAX_SLIDES} featured productions, a cover flow the first ${MAX_COVER_FLOW_POSTERS}`, () => {
    const data = films(MAX_COVER_FLOW_POSTERS + 10);
    const slideshow = {
      id: 'slideshow-1',
      component: 'slideshow',
      props: { classTitle: 'På kino nå' },
      data,
    } as unknown as BlockProps<'slideshow'>['block'];
    const coverFlow = {
      id: 'cover-flow-1',
      component: 'coverFlow',
      props: {},
      data,
    } as unknown as BlockProps<'coverFlow'>['block'];
    document.body.innerHTML =
      renderToString(<Slideshow block={slideshow} context={context} />) +
      renderToString(<CoverFlow block={coverFlow} context={context} />);
    const slides = document.querySelectorAll('.slideshow .slide');
    expect(slides).toHaveLength(MAX_SLIDES);
    expect(slides[0]?.textContent).toContain('Film 1');
    const posters = document.querySelectorAll('.cover-flow__item');
    expect(posters).toHaveLength(MAX_COVER_FLOW_POSTERS);
    expect(posters[MAX_COVER_FLOW_POSTERS - 1]?.textContent).toBe(`Film ${MAX_COVER_FLOW_POSTERS}`);
  });
});
