import {
  FLOOR_COLUMNS,
  floorNotes,
  floorRows,
  median,
  runFigures,
  tbtOverFloor,
  type LhrLike,
  type MeasuredPage,
} from './lighthouse-figures';

/** An LHR as Lighthouse shapes it, with the figures the bench reads. */
function lhr({
  performance = 0.9,
  tbt = 100,
  mainThread = 1000,
  scriptEvaluation = 400,
  benchmarkIndex = 900,
}: {
  performance?: number;
  tbt?: number;
  mainThread?: number;
  scriptEvaluation?: number;
  benchmarkIndex?: number;
} = {}): LhrLike {
  const audit = (numericValue: number, details?: unknown) => ({
    title: 'a metric',
    score: 1,
    numericValue,
    details,
  });
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'image-alt', weight: 10 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': audit(1800),
      'total-blocking-time': audit(tbt),
      'cumulative-layout-shift': audit(0),
      'total-byte-weight': audit(200 * 1024),
      'mainthread-work-breakdown': audit(mainThread, {
        type: 'table',
        items: [
          {
            group: 'scriptEvaluation',
            groupLabel: 'Script Evaluation',
            duration: scriptEvaluation,
          },
          { group: 'other', groupLabel: 'Other', duration: mainThread - scriptEvaluation },
        ],
      }),
      'image-alt': { title: 'Image elements have [alt] attributes', score: 1 },
    },
    environment: { benchmarkIndex },
  };
}

const page = (label: string, path: string, ...runs: LhrLike[]): MeasuredPage => ({
  label,
  path,
  runs: runs.map((result) => runFigures(result, path)),
});

describe("the Lighthouse section's figures of one run (issue 31 point 7)", () => {
  it('reads TBT, main-thread time, script evaluation and the host benchmarkIndex from the LHR', () => {
    const figures = runFigures(
      lhr({ performance: 0.81, tbt: 640, mainThread: 2100, scriptEvaluation: 900 }),
      '/',
    );
    expect(figures).toMatchObject({
      performance: 81,
      tbtMs: 640,
      mainThreadMs: 2100,
      scriptEvaluationMs: 900,
      benchmarkIndex: 900,
      notPassed: [],
    });
  });

  it('counts no script evaluation for a page whose breakdown has no such group', () => {
    const result = lhr();
    result.audits['mainthread-work-breakdown'] = {
      title: 'Minimizes main-thread work',
      score: 1,
      numericValue: 300,
      details: { type: 'table', items: [{ group: 'other', duration: 300 }] },
    };
    expect(runFigures(result, '/').scriptEvaluationMs).toBe(0);
  });

  it('names the page and the audit when a figure is missing', () => {
    const result = lhr();
    delete result.audits['mainthread-work-breakdown'];
    expect(() => runFigures(result, '/kinoprogram')).toThrow(
      'Lighthouse on /kinoprogram: no figure for mainthread-work-breakdown',
    );
  });

  it('names the audits of the other categories that did not pass', () => {
    const result = lhr();
    result.audits['image-alt'] = { title: 'Image elements have [alt] attributes', score: 0 };
    expect(runFigures(result, '/').notPassed).toEqual([
      'accessibility: Image elements have [alt] attributes',
    ]);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('our pages beside the floor page', () => {
  const floor = page(
    'floor (bare Next)',
    '/side-1',
    lhr({ performance: 0.75, tbt: 800, mainThread: 2000, scriptEvaluation: 700 }),
    lhr({ performance: 0.73, tbt: 880, mainThread: 2100, scriptEvaluation: 760 }),
    lhr({ performance: 0.77, tbt: 790, mainThread: 1900, scriptEvaluation: 650 }),
  );
  const front = page(
    'front page',
    '/',
    lhr({
      performance: 0.7,
      tbt: 950,
      mainThread: 2600,
      scriptEvaluation: 1000,
      benchmarkIndex: 1100,
    }),
    lhr({ performance: 0.72, tbt: 900, mainThread: 2500, scriptEvaluation: 950 }),
    lhr({ performance: 0.68, tbt: 1000.4, mainThread: 2700, scriptEvaluation: 1100 }),
  );
  const article = page(
    'article',
    '/article/x',
    lhr({ performance: 0.8, tbt: 650, mainThread: 1900, scriptEvaluation: 600 }),
  );

  it("prints each of our pages' median figures and its difference from the floor's, the floor's own row last", () => {
    const rows = floorRows([front, article], floor);
    expect(FLOOR_COLUMNS).toEqual([
      'page',
      'path',
      'performance',
      'TBT (ms)',
      'TBT − floor (ms)',
      'main-thread (ms)',
      'main-thread − floor (ms)',
      'script evaluation (ms)',
      'script evaluation − floor (ms)',
      'benchmarkIndex',
    ]);
    expect(rows).toEqual([
      ['front page', '/', 70, 950, '+150', 2600, '+600', 1000, '+300', 900],
      ['article', '/article/x', 80, 650, '-150', 1900, '-100', 600, '-100', 900],
      ['floor (bare Next)', '/side-1', 75, 800, '-', 2000, '-', 700, '-', 900],
    ]);
  });

  it("gives how far above the floor's TBT a page is, for the goal", () => {
    expect(tbtOverFloor(front, floor)).toBe(150);
    expect(tbtOverFloor(article, floor)).toBe(-150);
  });

  it("explains the host's benchmarkIndex and what our pages add, with the run's figures", () => {
    const [host, ours] = floorNotes([front, article], floor);
    expect(host).toContain('benchmarkIndex at 900 (median of 7 runs, 900 to 1100)');
    expect(host).toContain('at or under the 1,000');
    expect(ours).toContain('scored 75 with TBT 800 ms and 2000 ms of main-thread work');
    expect(ours).toContain('-150 to +150 ms TBT, -100 to +600 ms main-thread time');
  });
});
