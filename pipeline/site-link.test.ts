import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pruneBuilds } from './site-link';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';

afterAll(removeTemporaryFolders);

describe('pruneBuilds', () => {
  it('deletes old builds together with their nginx config folders and keeps the live ones', async () => {
    const root = await temporaryFolder('prune');
    const builds = ['out-1700000000001', 'out-1700000000002', 'out-1700000000003'];
    for (const name of builds) {
      await mkdir(path.join(root, name));
      await mkdir(path.join(root, `${name}.nginx`));
    }
    const kept = builds.slice(1).map((name) => path.join(root, name));
    expect(await pruneBuilds(root, kept)).toEqual([path.join(root, 'out-1700000000001')]);
    expect((await readdir(root)).sort()).toEqual([
      'out-1700000000002',
      'out-1700000000002.nginx',
      'out-1700000000003',
      'out-1700000000003.nginx',
    ]);
  });

  it('deletes only the builds of its own site folder', async () => {
    const root = await temporaryFolder('prune');
    for (const name of [
      'out-1700000000001',
      'out-118-1700000000001',
      'out-118-1700000000002',
      'out-118',
    ])
      await mkdir(path.join(root, name));
    expect(await pruneBuilds(root, [path.join(root, 'out-118-1700000000002')], 'out-118')).toEqual([
      path.join(root, 'out-118-1700000000001'),
    ]);
    expect((await readdir(root)).sort()).toEqual([
      'out-118',
      'out-118-1700000000002',
      'out-1700000000001',
    ]);
  });
});
