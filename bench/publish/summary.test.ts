import { movedTime } from './edits';
import { buildSummary, uploadGoal } from './summary';

/** A summary line as pipeline/build-site.ts prints it, ending with the folders it swapped. */
const BUILT =
  "Built 1071 pages (1070 from page definitions, 9 redirect pages, 3396 files pre-compressed, 2142 sharing an identical file's, 3380 reused from the live build) in 24.0 s (content 0.3 s, next build (generate only) 15.2 s, post-export steps 4.8 s, pre-compression 3.6 s, swap 0.0 s); out-bench-live-1000-1795636463644 → out-bench-live-1000-1795636463644.builds/1795636463650.";

describe("the measured build's summary in the bench's publish section (issue 31)", () => {
  it('keeps the figures of the summary line and leaves out the folders it names', () => {
    const { line, reused } = buildSummary(['Content: 0 problems', BUILT, '']);
    expect(line).toContain('Built 1071 pages');
    expect(line).toContain('pre-compression 3.6 s, swap 0.0 s)');
    expect(line).not.toContain('out-bench-live');
    expect(line).not.toContain('.builds/');
    expect(line.endsWith('.')).toBe(true);
    expect(reused).toBe(3380);
  });

  it("reads the build's seconds and phases, with or without the folders clause", () => {
    const phases = [
      ['content', 0.3],
      ['next build (generate only)', 15.2],
      ['post-export steps', 4.8],
      ['pre-compression', 3.6],
      ['swap', 0],
    ];
    expect(buildSummary([BUILT])).toMatchObject({ seconds: 24, phases });
    const withoutFolders = `${BUILT.slice(0, BUILT.indexOf('; out-bench'))}.`;
    expect(buildSummary([withoutFolders])).toMatchObject({ seconds: 24, phases });
  });

  it('takes the last build of the lines', () => {
    const first = BUILT.replace('Built 1071', 'Built 1070');
    expect(buildSummary([first, BUILT]).line).toContain('Built 1071 pages');
  });

  it('says how the build was made, in its summary line or a line of its own, else a full build', () => {
    const incremental = BUILT.replace(
      '); out-bench',
      '); incremental: 3 of 1071 pages regenerated; out-bench',
    );
    expect(buildSummary([incremental]).mode).toBe('incremental: 3 of 1071 pages regenerated');
    expect(buildSummary([incremental]).line).toContain(
      '; incremental: 3 of 1071 pages regenerated.',
    );
    expect(buildSummary(['full build: the code changed since the live build', BUILT]).mode).toBe(
      'full build: the code changed since the live build',
    );
    expect(buildSummary([`${BUILT.slice(0, -1)}; full build: menus changed.`]).mode).toBe(
      'full build: menus changed',
    );
    expect(buildSummary([BUILT]).mode).toBe('full build');
  });

  it('fails with the last lines when no build printed its summary', () => {
    expect(() => buildSummary(['Error: next build failed'])).toThrow(
      /no build summary line .*\nError: next build failed/,
    );
  });
});

describe('the deploy goal of issue 31 point 2', () => {
  it('is met under 50 objects uploaded and says by how many it is missed', () => {
    expect(uploadGoal(12)).toBe('met (12 < 50)');
    expect(uploadGoal(49)).toBe('met (49 < 50)');
    expect(uploadGoal(50)).toBe('missed by 1 object (50 uploaded, goal under 50)');
    expect(uploadGoal(7301)).toBe('missed by 7,252 objects (7,301 uploaded, goal under 50)');
  });
});

describe('the showing time the one-production publish moves', () => {
  it('moves a time by minutes within its hour, so the showing stays on its day', () => {
    expect(movedTime('16:00', 7)).toBe('16:07');
    expect(movedTime('23:55', 7)).toBe('23:02');
  });
});
