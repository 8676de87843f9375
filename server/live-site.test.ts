import path from 'node:path';
import { loadLiveSite } from './app';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from './rebuild/tiny-site';

afterAll(removeTemporaryFolders);

describe('LiveSite.prepare (a swap of the served build)', () => {
  it('serves both builds until the switch, then the new one; a failed swap goes back to the served build alone', async () => {
    const base = await temporaryFolder('live-site');
    const [served, next] = [path.join(base, 'served'), path.join(base, 'next')];
    await writeTinySite(served, 'Før', 'gammel');
    await writeTinySite(next, 'Etter', 'ny');
    const site = await loadLiveSite(served);
    expect([...site.pages].sort()).toEqual(['/gammel', '/index']);

    const swapped = await site.prepare(next);
    expect([...site.pages].sort()).toEqual(['/gammel', '/index', '/ny']);
    swapped();
    expect([...site.pages].sort()).toEqual(['/index', '/ny']);

    const failed = await site.prepare(served);
    expect([...site.pages].sort()).toEqual(['/gammel', '/index', '/ny']);
    failed(false);
    expect([...site.pages].sort()).toEqual(['/index', '/ny']);
  });
});
