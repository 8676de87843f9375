import { renderMarkdown } from '../report';
import { buildSummary } from './summary';
import { publishGoal, publishSection, type PublishFigure } from './section-report';

/** The summary line pipeline/build-site.ts printed in the run of 26 November, folders and all. */
const BUILT =
  "Built 1071 pages (1070 from page definitions, 9 redirect pages, 3399 files pre-compressed, 2142 sharing an identical file's, 0 reused from the live build) in 73.3 s (content 0.8 s, next build (generate only) 38.4 s, post-export steps 11.3 s, pre-compression 22.8 s, swap 0.4 s); out-bench-live-1000-1795636463644 → out-bench-live-1000-1795636463644.builds/1795636463650.";

const figure = (
  seconds: number,
  goalSeconds: number,
  more: Partial<PublishFigure> = {},
): PublishFigure => ({
  id: 'publish-1000',
  what: 'publish-to-live (1,000 productions): one article changed, webhook to new text served',
  seconds,
  goalSeconds,
  load: '0.50',
  build: buildSummary([BUILT]),
  ...more,
});

describe('the publish goals of the bench report (issues 15, 16 and 31)', () => {
  it('is met at or under the goal', () => {
    expect(publishGoal(figure(8.3, 10))).toBe('met (≤ 10 s)');
    expect(publishGoal(figure(15, 15))).toBe('met (≤ 15 s)');
  });

  it('says by how many seconds a figure misses', () => {
    expect(publishGoal(figure(46.4, 45))).toBe('missed by 1.4 s (goal ≤ 45 s)');
  });
});

describe("the publish section's report", () => {
  const links = { files: 28_507, hardLinked: 28_400 };

  it('gives each publish a row with its goal and how its build was made, and names no build folder', () => {
    const markdown = renderMarkdown('Bench', [publishSection([figure(79.7, 45)])]);
    expect(markdown).toContain(
      '| publish-to-live (1,000 productions): one article changed, webhook to new text served | 79.7 | missed by 34.7 s (goal ≤ 45 s) | 0.50 | full build |',
    );
    expect(markdown).toContain('publish-1000, the measured build: Built 1071 pages');
    expect(markdown).toContain(
      '- Why publish-1000 misses its goal by 34.7 s: full build; the build took 73.3 s (next build (generate only) 38.4 s, pre-compression 22.8 s, post-export steps 11.3 s), the rest 6.4 s (webhook, build queue, switching the server to the new build, the request).',
    );
    expect(markdown).not.toMatch(/out-bench-live|\.builds\//);
  });

  it('says nothing of why for a publish within its goal', () => {
    expect(renderMarkdown('Bench', [publishSection([figure(44, 45)])])).not.toContain('Why');
  });

  it('reports the deploy after the publish against its goal, with the hard links and reused variants', () => {
    const deployed = figure(12, 45, {
      deploy: {
        ...links,
        report: { objects: 9000, uploaded: 31, skipped: 8969, deleted: 0, seconds: 4.04 },
      },
    });
    const markdown = renderMarkdown('Bench', [publishSection([deployed])]);
    expect(markdown).toContain(
      '| 1,000 productions | 9000 | 31 | 8969 | 0 | met (31 < 50) | 28400 of 28507 | 0 | 4 |',
    );
  });

  it('says why the deploy was not measured when the deploy failed', () => {
    const failed = figure(12, 45, {
      deploy: { ...links, error: 'deploying the live build: aktivitetskalender.html: too long' },
    });
    expect(renderMarkdown('Bench', [publishSection([failed])])).toContain(
      '| 1,000 productions | - | - | - | - | not measured: deploying the live build: aktivitetskalender.html: too long | 28400 of 28507 | 0 | - |',
    );
  });
});
