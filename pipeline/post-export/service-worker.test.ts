import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { PROGRAMME_SHOWINGS_PATH } from '@/lib/programme-showings';
import { RUNTIME_CACHES, serviceWorkerOptions, writeServiceWorker } from './service-worker';

let outDir = '';

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'kh-sw-step-'));
  await mkdir(path.join(outDir, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(outDir, '_next/static/chunks/app-3f2a.js'), 'console.log(1);');
  await writeFile(path.join(outDir, '_next/static/chunks/app-3f2a.js.br'), 'x');
  await writeFile(path.join(outDir, 'frakoblet.html'), '<h1>Du er frakoblet</h1>');
  await writeFile(path.join(outDir, 'kinoprogram.html'), '<h1>Kinoprogram</h1>');
  await mkdir(path.join(outDir, 'images'));
  await writeFile(path.join(outDir, 'images/cover.svg'), '<svg/>');
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('service worker step', () => {
  it('precaches only the hashed assets and the offline page, in one self-contained sw.js', async () => {
    const { count } = await writeServiceWorker(outDir);
    expect(count).toBe(2);
    const sw = await readFile(path.join(outDir, 'sw.js'), 'utf8');
    expect(sw).toContain('"/_next/static/chunks/app-3f2a.js"');
    expect(sw).toMatch(/url:"\/frakoblet",revision:"[0-9a-f]+"/);
    expect(sw).not.toMatch(/kinoprogram\.html|cover\.svg|\.br"/);
    expect(sw).not.toMatch(/importScripts|storage\.googleapis\.com/);
    expect(sw).toMatch(/NetworkFirst|networkTimeoutSeconds/);
  });

  it("keeps the watch list's programme file network-first, so the list reads it offline too", () => {
    const routes = serviceWorkerOptions(outDir).runtimeCaching ?? [];
    // The route's test is copied into sw.js as source, with the path as a literal: it must be the reader's path.
    const matches = (pathname: string) =>
      routes.filter(
        ({ urlPattern }) =>
          typeof urlPattern === 'function' &&
          urlPattern({
            url: new URL(`https://kulturhuset.example${pathname}`),
            request: new Request(`https://kulturhuset.example${pathname}`),
            sameOrigin: true,
            event: {} as Parameters<typeof urlPattern>[0]['event'],
          }),
      );
    const [route, ...others] = matches(PROGRAMME_SHOWINGS_PATH);
    expect(others).toEqual([]);
    expect(route?.handler).toBe('NetworkFirst');
    expect(route?.options?.cacheName).toBe(RUNTIME_CACHES.data);
    expect(matches('/search-index.json')).toEqual([]);
  });

  it('a changed offline page gives a different worker, so browsers install the new deploy', async () => {
    await writeServiceWorker(outDir);
    const before = await readFile(path.join(outDir, 'sw.js'), 'utf8');
    await writeFile(path.join(outDir, 'frakoblet.html'), '<h1>Du er frakoblet</h1><p>Ny tekst</p>');
    await writeServiceWorker(outDir);
    expect(await readFile(path.join(outDir, 'sw.js'), 'utf8')).not.toBe(before);
  });

  it("from the kept template, writes the worker with this build's precache list", async () => {
    const cacheDir = path.join(outDir, 'cache');
    /** The precache list in a worker (`precache(t)}([…])`) and the worker without it. */
    const parts = (sw: string) => {
      const list = /precache\(t\)\}\((\[.*?\])\)/.exec(sw)?.[1] ?? '';
      return { list, rest: sw.replace(list, '') };
    };
    const read = () => readFile(path.join(outDir, 'sw.js'), 'utf8');
    await generateSW(serviceWorkerOptions(outDir));
    const workbox = parts(await read());
    expect(workbox.list).toContain('"/_next/static/chunks/app-3f2a.js"');
    await writeServiceWorker(outDir, cacheDir);
    const first = parts(await read());
    expect(first.list).toBe(workbox.list);
    // A content rebuild: the offline page changed; the template comes from the cache.
    await writeFile(path.join(outDir, 'frakoblet.html'), '<h1>Du er frakoblet</h1><p>Ny</p>');
    await generateSW(serviceWorkerOptions(outDir));
    const changed = parts(await read());
    await writeServiceWorker(outDir, cacheDir);
    const second = parts(await read());
    expect(second.list).toBe(changed.list);
    expect(second.list).not.toBe(first.list);
    expect(second.rest === first.rest).toBe(true);
  });

  it('stops the build when the export has no offline page', async () => {
    await rm(path.join(outDir, 'frakoblet.html'));
    await expect(writeServiceWorker(outDir)).rejects.toThrow(
      'the offline page /frakoblet is missing',
    );
  });
});
