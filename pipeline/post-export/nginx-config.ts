import { access, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderNginxConfig } from '../nginx/config';
import { indexPages } from '@/policy/page-index';
import { readSecurityManifest } from '@/policy/security-headers';
import { renderRebuildTimer } from '../nginx/rebuild-timer';
import { renderSiteService } from '../nginx/site-service';
import type { PostExportStep } from './step';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const DEBIAN_BROTLI_STATIC_MODULE =
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The brotli static module's path when it is installed, else undefined (the config then serves `.gz` only). */
export async function findBrotliModule(
  candidate = DEBIAN_BROTLI_STATIC_MODULE,
): Promise<string | undefined> {
  return access(candidate).then(
    () => candidate,
    () => undefined,
  );
}

/** The folder beside the exported site that holds its nginx config: `out` → `out.nginx`. */
export const nginxFolderFor = (outDir: string): string => `${path.resolve(outDir)}.nginx`;

/** Where a build writes its nginx config until it is swapped in (pipeline/build-site.ts). */
const pendingConfig = (siteDir: string, build: string) =>
  path.join(nginxFolderFor(siteDir), `nginx.conf.pending-${path.basename(build)}`);

/** After the swap: the new build's config becomes `<siteDir>.nginx/nginx.conf` (a rename, so nginx never reads half a file). */
export async function publishNginxConfig(siteDir: string, build: string): Promise<void> {
  await rename(
    pendingConfig(siteDir, build),
    path.join(nginxFolderFor(siteDir), 'nginx.conf'),
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** A failed build's config is deleted; the live config stays. */
export const discardNginxConfig = (siteDir: string, build: string): Promise<void> =>
  rm(pendingConfig(siteDir, build), { force: true });

/**
 * Post-export step (after the security headers): writes `<siteDir>.nginx/nginx.conf`, a production
 * nginx config for the exported site with the same headers, cache rules, redirects and 404 page
 * as the site server, `/api/` proxied to the site server (NGINX_API_UPSTREAM, default
 * `127.0.0.1:<PORT>`), listening on NGINX_PORT (default 8080), and beside it the systemd units of
 * the daily rebuild (pipeline/nginx/rebuild-timer.ts) and of the site server
 * (pipeline/nginx/site-service.ts). Run it with
 * `nginx -p <siteDir>.nginx -c <siteDir>.nginx/nginx.conf`. The config's root is the build folder
 * itself, so nginx serves the new build after `nginx -s reload`; until the swap it is written under a
 * pending name. The build live while it is written, which the swap keeps, is its kept build: its
 * hashed assets stay served (issue 26, point 6).
 */
/**
 * Where the systemd timer asks for a rebuild: the upstream nginx proxies /api/ to, or, for a unix
 * socket (which `fetch` cannot reach), the site server's PORT; REBUILD_URL in the environment file
 * overrides it either way.
 */
const timerUrlFor = (apiUpstream: string, port: number): string =>
  apiUpstream.startsWith('unix:') ? `http://127.0.0.1:${port}` : `http://${apiUpstream}`;

export const nginxConfigStep: PostExportStep = {
  name: 'nginx config',
  async run({ root, outDir, siteDir = outDir, content, build }) {
    const prefix = nginxFolderFor(siteDir);
    await mkdir(prefix, { recursive: true });
    const { apiUpstream, port, sitePort, rebuildSchedule } = build.nginx;
    // The live build stays on disk after the swap (pipeline/site-folders.ts): its hashed assets stay served.
    const live = await realpath(siteDir).catch(() => null);
    const keptBuilds = live && live !== (await realpath(outDir)) ? [live] : [];
    const config = renderNginxConfig({
      root: path.resolve(outDir),
      port,
      prefix,
      redirects: content.redirects,
      pages: await indexPages(outDir),
      security: await readSecurityManifest(outDir),
      brotliModule: await findBrotliModule(),
      apiUpstream,
      keptBuilds,
    });
    const swapped = path.resolve(siteDir) !== path.resolve(outDir);
    await writeFile(
      swapped ? pendingConfig(siteDir, outDir) : path.join(prefix, 'nginx.conf'),
      config,
    );
    for (const [name, text] of Object.entries({
      ...renderRebuildTimer({
        root,
        schedule: rebuildSchedule,
        siteUrl: timerUrlFor(apiUpstream, sitePort),
      }),
      'kulturhuset-site.service': renderSiteService({
        root,
        siteDir: path.resolve(siteDir),
        port: sitePort,
      }),
    })) {
      await writeFile(path.join(prefix, name), text);
    }
  },
};
