import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redirect } from '@/lib/schemas';
import { withPageCsp } from '@/policy/page-csp';
import { SECURITY_MANIFEST, FALLBACK_SECURITY_MANIFEST } from '@/policy/security-headers';
import { REDIRECTS_FILE } from '@/pipeline/deploy/edge-step';

/** The redirects of the test site: a page that moved, as in content/redirects.json. */
export const TEST_REDIRECTS: Redirect[] = [
  { from: '/basseng', to: '/billetter-svommehall', status: 308 },
];

/** The programme page's one inline script, which its page policy allows (policy/page-csp.ts). */
export const PROGRAMME_SCRIPT = 'self.x=1';

/**
 * Writes an exported site shaped like the real build (pipeline/build-site.ts) into `dir`: a hashed
 * chunk named after `chunk`, pages with their clean-URL data folder, a calendar file, an image,
 * the service worker, a redirect page, pre-compressed variants, the security manifest (the
 * programme page with its page policy) and the
 * redirect table of `.edge/`. `programme` is the programme page's text, to change it between builds.
 * @returns the files written, relative to `dir`.
 */
export async function writeTestSite(
  dir: string,
  { chunk, programme }: { chunk: string; programme: string },
): Promise<string[]> {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html lang="nb"><title>Kulturhuset</title><script src="/_next/static/chunks/${chunk}.js"></script><p>Velkommen</p></html>`,
    '404.html': '<!doctype html><html lang="nb"><title>Fant ikke siden</title></html>',
    'kinoprogram.html': withPageCsp(
      `<!doctype html><html lang="nb"><title>Kinoprogram</title><script>${PROGRAMME_SCRIPT}</script><p>${programme}</p></html>`,
      FALLBACK_SECURITY_MANIFEST.directives,
    ),
    'kinoprogram.html.br': 'pretend brotli',
    'kinoprogram/__next._full.txt': `0:${programme}`,
    'basseng.html':
      '<!doctype html><html lang="nb"><meta http-equiv="refresh" content="0; url=/billetter-svommehall"></html>',
    'billetter-svommehall.html':
      '<!doctype html><html lang="nb"><title>Billetter svømmehall</title></html>',
    'kalender/dune-20261128-1800-sal1.ics': 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
    'images/sal1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [`_next/static/chunks/${chunk}.js`]: `console.log(${JSON.stringify(chunk)})`,
    '_next/static/css/site-3f2a.css': 'body{margin:0}',
    'sw.js': `self.__precache=["/_next/static/chunks/${chunk}.js"]`,
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'build-info.json': '{}\n',
    [SECURITY_MANIFEST]: JSON.stringify(FALLBACK_SECURITY_MANIFEST),
    [REDIRECTS_FILE]: JSON.stringify(TEST_REDIRECTS),
    _headers: '/*\n',
    _redirects: '/basseng /billetter-svommehall 308\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return Object.keys(files);
}
