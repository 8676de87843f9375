import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { liveNames, prepareLiveLink, siteFolderFamily } from './live-link';
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

describe('siteFolderFamily', () => {
  it("claims what a SITE_DIR's server and builds make, and nothing of another site's", () => {
    const editors = siteFolderFamily('out-editors');
    const own = [
      'out-editors',
      'out-editors.builds',
      'out-editors.nginx',
      'out-editors.served-4242',
      'out-editors.current',
      'out-editors.rebuilds.json',
      'out-editors-1764201600000',
      'out-editors-1764201600000.nginx',
    ];
    const others = [
      'out',
      'site-current',
      'out-1764201600000',
      'out-1764201600000.nginx',
      'out-editors-status',
      'out-editors-status-1764201600000',
      'out-editors-preview.current',
      'out-editorsx',
      'out-editors-12',
    ];
    expect(own.filter(editors)).toEqual(own);
    expect(others.filter(editors)).toEqual([]);
    // The default site's live link is `site-current`: its family has it, and its rebuilds.
    const site = siteFolderFamily('out');
    expect(['site-current', 'out-1764201600000', 'out.builds'].every(site)).toBe(true);
    expect(['out-118', 'out-editors', 'out-bench-live-0'].some(site)).toBe(false);
  });

  it('keeps sizes apart: the bench site of 1,000 productions does not claim that of 10,000', () => {
    const thousand = siteFolderFamily('out-bench-live-1000');
    expect(thousand('out-bench-live-1000-1764201600000')).toBe(true);
    expect(thousand('out-bench-live-10000')).toBe(false);
    expect(thousand('out-bench-live-10000-1764201600000')).toBe(false);
  });
});
