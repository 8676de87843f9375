import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { liveSiteUrl } from './setup';

afterAll(removeTemporaryFolders);

describe('liveSiteUrl', () => {
  it('reads the site URL the served build wrote, else falls back to the server’s own address', async () => {
    const site = await temporaryFolder('site-url');
    const fallback = 'http://kulturhuset-web-1:3000';
    expect(await liveSiteUrl(site, fallback)).toBe(fallback);
    await writeFile(
      path.join(site, 'build-info.json'),
      JSON.stringify({ builtAt: '2026-11-26T03:06:00Z', siteUrl: 'https://www.kulturhuset.no' }),
    );
    expect(await liveSiteUrl(site, fallback)).toBe('https://www.kulturhuset.no');
    await writeFile(path.join(site, 'build-info.json'), '{"builtAt":"2026-11-26T03:06:00Z"}');
    expect(await liveSiteUrl(site, fallback)).toBe(fallback);
  });
});
