import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { liveNames, prepareLiveLink } from './live-link';
import { linkTarget } from '@/pipeline/site-link';
import { writeTinySite, removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';

afterAll(removeTemporaryFolders);

describe('prepareLiveLink', () => {
  it('serves a copy of out/, which every build empties, and keeps it across restarts', async () => {
    const root = await temporaryFolder('live-link');
    await writeTinySite(path.join(root, 'out'), 'Første bygg');
    const link = await prepareLiveLink(root, path.join(root, 'out'));
    const target = await linkTarget(link);
    expect(path.basename(target ?? '')).toMatch(/^out-\d{13}$/);
    expect(await readFile(path.join(link, 'index.html'), 'utf8')).toContain('Første bygg');
    await prepareLiveLink(root, path.join(root, 'out'));
    expect(await linkTarget(link)).toBe(target);
  });

  it('points straight at another site folder, through a link of its own', async () => {
    const root = await temporaryFolder('live-link');
    await writeTinySite(path.join(root, 'out-118'), 'Medlemmer');
    await writeTinySite(path.join(root, 'out'), 'Offentlig');
    const memberLink = await prepareLiveLink(root, path.join(root, 'out-118'));
    expect(path.basename(memberLink)).toBe('out-118.current');
    expect(await linkTarget(memberLink)).toBe(path.join(root, 'out-118'));
    // A second server of the public site in the same project does not take the member site's link.
    expect(path.basename(await prepareLiveLink(root, path.join(root, 'out')))).toBe('site-current');
    expect(await linkTarget(memberLink)).toBe(path.join(root, 'out-118'));
  });

  it("names the rebuilds after the site folder, so one server's pruning never deletes another's builds", () => {
    expect(liveNames('/srv/k/out')).toEqual({ link: 'site-current', prefix: 'out' });
    expect(liveNames('out-118')).toEqual({ link: 'out-118.current', prefix: 'out-118' });
  });
});
