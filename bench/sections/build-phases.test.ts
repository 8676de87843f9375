import { buildPhases, ratioMissReason, type BuildFigures } from './build';

const OUTPUT = `✓ Generating static pages using 2 workers (122/122) in 2.2s
  calendar files: 0.2 s
  search index: 0.1 s
  share images: 116 pages, 0 drawn, 116 from the cache
  share images: 0.1 s
Built 117 pages (116 from page definitions, 9 redirect pages, 1010 files pre-compressed, 183 reused from the live build) in 11.0 s (content 0.1 s, next build (compile + generate) 9.7 s, post-export steps 0.4 s, pre-compression 0.8 s, swap 0.2 s); out → out.builds/1.
`;

describe("the bench reads a build's phases from what it printed (issue 15)", () => {
  it('reads the summary line and each post-export step', () => {
    expect(buildPhases(OUTPUT)).toEqual({
      phases: {
        content: 0.1,
        'next build': 9.7,
        'post-export steps': 0.4,
        'pre-compression': 0.8,
        swap: 0.2,
      },
      steps: { 'calendar files': 0.2, 'search index': 0.1, 'share images': 0.1 },
    });
  });

  it('has nothing to report for output without them', () => {
    expect(buildPhases('next build failed')).toEqual({ phases: undefined, steps: undefined });
  });
});

describe('the bench says why a build misses the ratio to its floor (issue 15)', () => {
  /** The 10,000-production build of the quiet run of 2026-11-25 19:41 and its floor. */
  const build: BuildFigures = {
    label: '10,000 productions',
    productions: 10_000,
    pages: 10_071,
    wallS: 205.4,
    staticS: 110,
    peakRssMb: 2077,
    loadAtStart: 1.6,
    phases: {
      content: 2.1,
      'next build': 128.2,
      'post-export steps': 37.6,
      'pre-compression': 29.9,
    },
    steps: { 'calendar files': 22.2, 'share images': 5.4, 'search index': 2.4 },
    floor: {
      label: '10,000 productions',
      productions: 10_000,
      pages: 10_071,
      wallS: 49.2,
      staticS: 40.3,
      peakRssMb: 1025,
      loadAtStart: 1.5,
    },
  };

  it('splits the time over the goal into static generation beyond the floor and the work the floor does not do', () => {
    expect(ratioMissReason(build)).toBe(
      "Why 10,000 productions misses the ratio (58 s over 3 × floor): static generation takes 110 s against the floor's 40 s (10.9 ms a page against 4.0: real pages with the layout, menus, the engine's resolution and their page data, where the floor's are a title and a paragraph), and the work the floor does not do takes 68 s: post-export steps 37.6 s (calendar files 22.2 s) and pre-compression 29.9 s.",
    );
  });

  it('says nothing for a build within the goal, or without a floor', () => {
    expect(ratioMissReason({ ...build, wallS: 147 })).toBeUndefined();
    expect(ratioMissReason({ ...build, floor: undefined })).toBeUndefined();
  });
});
