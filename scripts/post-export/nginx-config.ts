import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnv } from '@/lib/env';
import { renderNginxConfig } from '../../server/nginx/config';
import { readSecurityManifest } from '../../server/security-headers';
import type { PostExportStep } from './index';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const DEBIAN_BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The brotli static module's path when it is installed, else undefined (the config then serves `.gz` only). */
export async function findBrotliModule(candidate = DEBIAN_BROTLI_STATIC_MODULE): Promise<string | undefined> {
  return access(candidate).then(
    () => candidate,
    () => undefined,
  );
}

/** The folder beside the exported site that holds its nginx config: `out` → `out.nginx`. */
export const nginxFolderFor = (outDir: string): string => `${path.resolve(outDir)}.nginx`;

/**
 * Post-export step (after the security headers): writes `<outDir>.nginx/nginx.conf`, a production
 * nginx config for the exported site with the same headers, cache rules, redirects and 404 page
 * as the site server, listening on NGINX_PORT (default 8080). Run it with
 * `nginx -p <outDir>.nginx -c <outDir>.nginx/nginx.conf`.
 */
export const nginxConfigStep: PostExportStep = {
  name: 'nginx config',
  async run({ outDir, content }) {
    const prefix = nginxFolderFor(outDir);
    await mkdir(prefix, { recursive: true });
    const config = renderNginxConfig({
      root: path.resolve(outDir),
      port: readEnv().NGINX_PORT,
      prefix,
      redirects: content.redirects,
      security: await readSecurityManifest(outDir),
      brotliModule: await findBrotliModule(),
    });
    await writeFile(path.join(prefix, 'nginx.conf'), config);
  },
};
