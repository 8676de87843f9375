import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { readSecurityManifest } from './security-headers';

afterAll(removeTemporaryFolders);

describe('readSecurityManifest', () => {
  it('falls back to the strict policy with a warning when a site has no manifest', async () => {
    const empty = await temporaryFolder('no-manifest');
    const warnings: string[] = [];
    const manifest = await readSecurityManifest(empty, (message) => warnings.push(message));
    expect(manifest.scriptHashes).toEqual({});
    expect(manifest.directives['script-src']).toEqual(["'self'"]);
    expect(warnings[0]).toMatch(/\.security-headers\.json is missing/);
  });

  it('refuses a malformed manifest, naming the file and field', async () => {
    const bad = await temporaryFolder('bad-manifest');
    await writeFile(
      path.join(bad, '.security-headers.json'),
      JSON.stringify({ directives: {}, scriptHashes: { 'a.html': ["'unsafe-inline'"] } }),
    );
    await expect(readSecurityManifest(bad)).rejects.toThrow(
      /\.security-headers\.json: scriptHashes\.a\.html\.0 /,
    );
  });
});
