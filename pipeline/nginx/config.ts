import path from 'node:path';
import type { Redirect } from '@/lib/schemas';
import { FALLBACK_SECURITY_MANIFEST, type SecurityManifest } from '@/policy/security-headers';
import { apiProxy } from './api-proxy';
import { cacheControlMap } from './cache';
import { scriptSrcMap, securityHeaders } from './headers';
import { lowerCasePageMap, lowerCasePages, otherLetterCase } from './letter-case';
import {
  hiddenDotFiles,
  keptBuildAssets,
  methodNotAllowed,
  notFoundPage,
  offSiteGuard,
  pageLocations,
} from './locations';
import { mimeTypes } from './mime-types';
import { redirectLocations, trailingSlashRedirect } from './redirects';
import { block, quote } from './syntax';

export interface NginxConfigOptions {
  /** Absolute path of the exported site (`out/`). */
  root: string;
  /** Port to listen on (all addresses unless `listen` is given). */
  port: number;
  /** nginx prefix folder for the pid file, logs and temp files (`nginx -p <prefix>`); default `<root>.nginx`. Must exist. */
  prefix?: string;
  /** Address to listen on, e.g. `127.0.0.1`; default every address. */
  listen?: string;
  /** The permanent redirect table (content/redirects.json); default none. */
  redirects?: readonly Redirect[];
  /** The build's security manifest (`<root>/.security-headers.json`); default the policy without the site's trackers and hosts, which is only fit for benchmarks. */
  security?: SecurityManifest;
  /** Absolute path of `ngx_http_brotli_static_module.so` (Debian: libnginx-mod-http-brotli-static) to serve the `.br` files; default gzip only. */
  brotliModule?: string;
  /** `worker_processes`; default `auto`. */
  workerProcesses?: number | 'auto';
  /** The clean paths of the exported pages (policy/page-index.ts `indexPages`): a path in other letter case is redirected to its lower-case page (301); default none. */
  pages?: Iterable<string>;
  /** The site server answering `/api/` (newsletter, rebuild webhook) as `host:port` or `unix:/path`; default `127.0.0.1:3000`. */
  apiUpstream?: string;
  /**
   * Absolute paths of earlier builds kept on disk (the live build when this config is written for
   * the next one), whose hashed assets are served when `root` lacks them; default none.
   */
  keptBuilds?: readonly string[];
}

/** The main context: the brotli module, workers, and pid and error log under the prefix. */
const mainContext = (options: NginxConfigOptions, prefix: string): string[] => [
  ...(options.brotliModule ? [`load_module ${quote(options.brotliModule)};`] : []),
  `worker_processes ${options.workerProcesses ?? 'auto'};`,
  `pid ${quote(path.join(prefix, 'nginx.pid'))};`,
  `error_log ${quote(path.join(prefix, 'error.log'))} warn;`,
  '',
  ...block('events', ['worker_connections 1024;']),
];

/** How files are sent: the access log and temp files under the prefix, sendfile, the pre-compressed `.gz` (and `.br`) files. */
const serving = (options: NginxConfigOptions, prefix: string): string[] => [
  `access_log ${quote(path.join(prefix, 'access.log'))};`,
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${quote(path.join(prefix, `${kind}_temp`))};`,
  ),
  'sendfile on;',
  'tcp_nopush on;',
  'server_tokens off;',
  'absolute_redirect off;',
  'gzip_static on;',
  'gzip_vary on;',
  ...(options.brotliModule ? ['brotli_static on;'] : []),
];

/**
 * A complete nginx.conf serving the exported site like the site server (server/app.ts), to run as
 * `nginx -p <prefix> -c <file>` (also as non-root on a high port): the security headers on every
 * response (a page's CSP allows the inline scripts its meta policy hashes), pre-compressed `.br`/`.gz` files, the
 * Cache-Control of policy/cache-policy.ts, the redirect table (301/308, a trailing slash
 * redirected away with 308), clean URLs (`/kinoprogram` → `kinoprogram.html`), dot files and
 * pre-compressed variants hidden, `404.html` with status 404, 405 with `Allow` to other methods,
 * the hashed assets of kept earlier builds (`keptBuilds`); `/api/` is proxied to the site server (`apiUpstream`) with the
 * X-Forwarded-* headers, a body limit and timeouts. Each concern is written by its own module here.
 * @throws Error when a redirect or header value cannot be written safely into the config.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const root = path.resolve(options.root);
  const prefix = path.resolve(options.prefix ?? `${root}.nginx`);
  const security = options.security ?? FALLBACK_SECURITY_MANIFEST;
  const headers = securityHeaders(security);
  const pages = lowerCasePages(options.pages ?? []);
  const scriptSrc = scriptSrcMap(security, pages);

  const site = block('server', [
    `listen ${options.listen ? `${options.listen}:` : ''}${options.port};`,
    `root ${quote(root)};`,
    'index index.html;',
    ...offSiteGuard(),
    ...notFoundPage(headers),
    ...methodNotAllowed(headers),
    '',
    ...pageLocations(headers),
    ...keptBuildAssets(options.keptBuilds ?? [], headers),
    ...otherLetterCase(headers),
    ...apiProxy(options.apiUpstream ?? '127.0.0.1:3000'),
    ...hiddenDotFiles(),
    ...trailingSlashRedirect(headers),
    '# The redirect table (content/redirects.json), with and without a trailing slash.',
    ...redirectLocations(options.redirects ?? [], headers),
  ]);
  const lines = [
    `# Generated by pipeline/post-export/nginx-config.ts from the site server's data; do not edit.`,
    `# Run: nginx -p ${prefix} -c ${path.join(prefix, 'nginx.conf')}`,
    ...mainContext(options, prefix),
    '',
    ...block('http', [
      ...mimeTypes(),
      ...serving(options, prefix),
      '',
      ...scriptSrc.hashSizes,
      ...cacheControlMap(),
      '',
      ...scriptSrc.map,
      '',
      ...lowerCasePageMap(pages),
      '',
      ...site,
    ]),
    '',
  ];
  return lines.join('\n');
}
