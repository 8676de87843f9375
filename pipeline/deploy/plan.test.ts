import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCsp } from '@/policy/csp';
import { pageMetaCsp } from '@/policy/page-csp';
import { readSecurityManifest } from '@/policy/security-headers';
import { testBuild } from '@/tests/config';
import { runsInlineScript } from '@/tests/csp-enforcement';
import { contentSet } from '@/tests/fixtures';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { writeTestSite } from '@/testing/deploy-test-site';
import { securityHeadersStep } from '../post-export/security-headers';
import { renderCloudFrontFunction } from './edge-files';
import { planDeploy } from './plan';

afterAll(removeTemporaryFolders);

/** The RSC payload scripts of a large programme page: one inline script each, as Next writes them. */
const SCRIPTS = Array.from(
  { length: 80 },
  (_, index) => `self.__next_f.push([1,"rad ${index} av aktivitetskalenderen"])`,
);
const INJECTED = 'window.__injected = true';

describe('planDeploy of a page with more inline scripts than object metadata could hash (issue 31 point 2)', () => {
  let dir: string;
  let calendar: string;

  beforeAll(async () => {
    dir = await temporaryFolder('plan-large-page');
    await writeTestSite(dir, { chunk: 'app-11aa', programme: 'Dune: del to' });
    await writeFile(
      path.join(dir, 'aktivitetskalender.html'),
      `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/app-11aa.js" async=""></script></head><body><h1>Aktivitetskalender</h1>${SCRIPTS.map((script) => `<script>${script}</script>`).join('')}</body></html>`,
    );
    // The build's own step gives each page its policy, as after `next build`.
    await securityHeadersStep.run({
      root: process.cwd(),
      outDir: dir,
      content: contentSet(),
      build: testBuild(),
      filmclub: null,
    });
    calendar = await readFile(path.join(dir, 'aktivitetskalender.html'), 'utf8');
  });

  it('plans the page although a header with its script hashes would be over 3,000 bytes', async () => {
    const security = await readSecurityManifest(dir);
    const hashes = (pageMetaCsp(calendar) ?? '').match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(SCRIPTS.length);
    expect(Buffer.byteLength(renderCsp(security.directives, hashes))).toBeGreaterThan(3000);

    const objects = await planDeploy(dir);
    const page = objects.filter((object) => object.file?.endsWith('aktivitetskalender.html'));
    expect(page.map((object) => object.key).sort()).toEqual([
      'aktivitetskalender',
      'aktivitetskalender.html',
    ]);
  });

  it("makes the CDN and the page together run the page's own inline scripts and block an unhashed one", async () => {
    const security = await readSecurityManifest(dir);
    const handler = new Function(`${renderCloudFrontFunction(security)}; return handler;`)() as (
      event: object,
    ) => { headers: Record<string, { value: string } | undefined> };
    const [object] = (await planDeploy(dir)).filter((item) => item.key === 'aktivitetskalender');
    if (!object?.file) throw new Error('the plan has no aktivitetskalender object');
    // What a browser gets: the CDN's header for the object's Content-Type, and the object's bytes.
    const header = handler({
      response: { headers: { 'content-type': { value: object.contentType } } },
    }).headers['content-security-policy']?.value;
    const meta = pageMetaCsp(await readFile(object.file, 'utf8'));
    expect([header, meta].every((policy) => policy !== undefined)).toBe(true);
    const enforced = [header ?? '', meta ?? ''];
    expect(SCRIPTS.every((script) => runsInlineScript(enforced, script))).toBe(true);
    expect(runsInlineScript(enforced, INJECTED)).toBe(false);
  });
});
