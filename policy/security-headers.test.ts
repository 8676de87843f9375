import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { FALLBACK_SECURITY_MANIFEST, cspFor, readSecurityManifest } from './security-headers';

afterAll(removeTemporaryFolders);

describe('readSecurityManifest', () => {
  it('falls back to the strict policy with a warning when a site has no manifest', async () => {
    const empty = await temporaryFolder('no-manifest');
    const warnings: string[] = [];
    const manifest = await readSecurityManifest(empty, (message) => warnings.push(message));
    expect(manifest.directives['script-src']).toEqual(["'self'"]);
    expect(warnings[0]).toMatch(/\.security-headers\.json is missing/);
  });

  it('refuses a malformed manifest, naming the file and field', async () => {
    const bad = await temporaryFolder('bad-manifest');
    await writeFile(
      path.join(bad, '.security-headers.json'),
      JSON.stringify({ directives: { 'script-src': ["'self' 'unsafe-eval'"] } }),
    );
    await expect(readSecurityManifest(bad)).rejects.toThrow(
      /\.security-headers\.json: directives\.script-src\.0 /,
    );
  });
});

describe('cspFor', () => {
  const manifest = FALLBACK_SECURITY_MANIFEST;
  it("sends every page the same header, whose inline scripts the page's meta policy narrows", () => {
    expect(cspFor(manifest, 'kinoprogram.html')).toBe(cspFor(manifest, 'film/dune.html'));
    expect(cspFor(manifest, 'film/dune.html.br')).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(cspFor(manifest, 'kinoprogram.html')).toContain("frame-ancestors 'none'");
  });

  it('allows no inline script in any other response', () => {
    for (const file of [undefined, 'images/sal1.svg', '_next/static/chunks/app.js'])
      expect(cspFor(manifest, file)).toMatch(/script-src 'self';/);
  });

  it('sends the pages of a build from before pages carried their policy the hashes of its manifest', () => {
    const hash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    const old = { ...manifest, scriptHashes: { 'kinoprogram.html': [hash] } };
    expect(cspFor(old, 'kinoprogram.html.br')).toContain(`script-src 'self' ${hash};`);
    expect(cspFor(old, 'om-kinoen.html')).toMatch(/script-src 'self';/);
  });
});
