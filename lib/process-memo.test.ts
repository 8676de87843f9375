import { processMemo } from './process-memo';

describe('processMemo', () => {
  it('makes the value once and gives every caller of the name the same one, as two copies of a module would call it', () => {
    const make = jest.fn(() => new Map<string, number>());
    // Two bundles' copies of one module: separate closures, one name.
    const first = processMemo('kulturhuset.test.process-memo', make);
    const second = processMemo('kulturhuset.test.process-memo', () => new Map<string, number>());
    first.set('loads', 1);
    expect(second).toBe(first);
    expect(second.get('loads')).toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps values of different names apart', () => {
    expect(processMemo('kulturhuset.test.a', () => ({ name: 'a' }))).not.toBe(
      processMemo('kulturhuset.test.b', () => ({ name: 'a' })),
    );
  });
});
