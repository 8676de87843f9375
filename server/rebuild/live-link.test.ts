import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareLiveLink } from './live-link';
import { linkTarget } from './site-link';
import { writeTinySite, removeTemporaryFolders, temporaryFolder } from './tiny-site';

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

  it('points straight at another site folder', async () => {
    const root = await temporaryFolder('live-link');
    await writeTinySite(path.join(root, 'out-118'), 'Medlemmer');
    expect(await linkTarget(await prepareLiveLink(root, path.join(root, 'out-118')))).toBe(path.join(root, 'out-118'));
  });
});
