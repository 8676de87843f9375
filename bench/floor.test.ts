import { floorLine, growthVerdict, memoryVerdict, ratioVerdict } from './floor';

const build = (pages: number, wallS: number, peakRssMb = 1000) => ({
  productions: pages - 71,
  pages,
  wallS,
  peakRssMb,
});

describe('the build goals of the bench report', () => {
  it('prints a real build as a ratio to the floor of its size', () => {
    expect(floorLine('10,000 productions', build(10071, 612), build(10071, 320))).toBe(
      '10,000 productions: 612 s = 1.91 × floor (320 s)',
    );
  });

  it('says the ratio goal is met at 3 times the floor or less, and by how much it is missed', () => {
    expect(ratioVerdict(build(1071, 120), build(1071, 40))).toEqual({
      met: true,
      text: 'met (3 ≤ 3)',
    });
    expect(ratioVerdict(build(10071, 205.4), build(10071, 49.2))).toEqual({
      met: false,
      text: 'missed by 1.17 × floor (4.17 > 3: 58 s too slow)',
    });
  });

  it('refuses a floor without a wall time instead of printing an endless ratio', () => {
    expect(() => ratioVerdict(build(1071, 60), build(1071, 0))).toThrow('floor of 1071 pages');
  });

  it('says the memory goal is met under 2.5 GB and by how many MB it is missed', () => {
    expect(memoryVerdict(build(1071, 60, 2559)).text).toBe('met (2,559 < 2,560 MB)');
    expect(memoryVerdict(build(10071, 392, 3379))).toEqual({
      met: false,
      text: 'missed by 819 MB (3,379 ≥ 2,560 MB)',
    });
  });

  it('calls growth linear when the time grows no faster than the pages', () => {
    expect(growthVerdict(build(10071, 600), build(1071, 78)).text).toBe(
      'met (time × 7.69 for pages × 9.4)',
    );
    expect(growthVerdict(build(5071, 463.6), build(1071, 78.4))).toEqual({
      met: false,
      text: 'missed: time × 5.91 for pages × 4.73, 25 % more time per page',
    });
  });
});
