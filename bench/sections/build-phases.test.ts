import { buildPhases } from './build';

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
