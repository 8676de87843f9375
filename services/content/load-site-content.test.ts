import { testBuild } from '@/tests/config';
import { contentSet } from '@/tests/fixtures';
import { loadSiteContent } from '.';

const load = jest.fn();
jest.mock('./local/local-source', () => ({
  localContentSource: () => ({ name: 'local', load }),
}));

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(() =>
    Promise.resolve({ content: contentSet(), problems: [], filmclub: null }),
  );
});

describe('loadSiteContent', () => {
  it('loads once per process for equal build configurations, as the pages’ and the route handlers’ copies of the app each parse their own', async () => {
    const clock = new Date('2026-11-22T09:00:00+01:00');
    // Two objects with the same configuration: what each Turbopack runtime's copy of app/_site/build-config.ts parses.
    const first = await loadSiteContent(testBuild({}, clock));
    const second = await loadSiteContent(testBuild({}, clock));
    expect(first.content.site.host).toBe('www.kulturhuset.no');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ now: clock });
  });

  it('loads again for another build configuration', async () => {
    const first = await loadSiteContent(testBuild({}, new Date('2026-11-23T09:00:00+01:00')));
    const other = await loadSiteContent(testBuild({}, new Date('2026-11-24T09:00:00+01:00')));
    expect(other).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    expect(other.now.toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});
