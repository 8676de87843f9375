import path from 'node:path';
import type { Redirect } from '@/lib/schemas';
import { CACHE_RULES } from '../cache-policy';
import { NOT_SITE_PAGES } from '../page-index';
import { renderCsp } from '../csp';
import { FALLBACK_SECURITY_MANIFEST, STATIC_SECURITY_HEADERS, type SecurityManifest } from '../security-headers';

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
  /** The build's security manifest (`<root>/.security-headers.json`); default the strict policy without script hashes, which is only fit for benchmarks. */
  security?: SecurityManifest;
  /** Absolute path of `ngx_http_brotli_static_module.so` (Debian: libnginx-mod-http-brotli-static) to serve the `.br` files; default gzip only. */
  brotliModule?: string;
  /** `worker_processes`; default `auto`. */
  workerProcesses?: number | 'auto';
  /** The clean paths of the exported pages (server/page-index.ts `indexPages`): a path in other letter case is redirected to its lower-case page (301); default none. */
  pages?: Iterable<string>;
  /** The site server answering `/api/` (newsletter, rebuild webhook) as `host:port` or `unix:/path`; default `127.0.0.1:3000`. */
  apiUpstream?: string;
}

/** The largest request body nginx passes to `/api/`: the webhook's limit (server/rebuild/routes.ts, 1 MB); the newsletter refuses more than 4 KB itself. */
export const API_BODY_LIMIT = '1m';

/** `host:port`, `[v6]:port` or `unix:/path`: nothing nginx would read as syntax. @throws Error naming NGINX_API_UPSTREAM. */
function upstreamToken(value: string): string {
  if (!/^(?:unix:\/[^\s;{}"'$\\]+|\[[0-9a-fA-F:.]+\]:\d{1,5}|[A-Za-z0-9.-]+:\d{1,5})$/.test(value)) {
    throw new Error(`NGINX_API_UPSTREAM must be host:port or unix:/path, not ${JSON.stringify(value)}`);
  }
  return value;
}

/** MIME types of the files the export holds (nginx's mime.types is not assumed, so the config is self-contained). */
const TYPES: Record<string, string[]> = {
  'text/html': ['html'],
  'text/css': ['css'],
  'application/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'text/plain': ['txt'],
  'application/xml': ['xml'],
  'text/calendar': ['ics'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'font/woff': ['woff'],
  'application/wasm': ['wasm'],
};

/**
 * A double-quoted nginx string. Variables (`$name`) only where `variables` is set, backslashes only
 * in regular expressions (`regex`), where nginx keeps `\.` as it is.
 * @throws Error for characters nginx would read as syntax or variables.
 */
function quote(value: string, allow: { variables?: boolean; regex?: boolean } = {}): string {
  if (/["\n\r]/.test(value) || (!allow.regex && value.includes('\\')) || /\\["'\\ntr]/.test(value) || (!allow.variables && value.includes('$') && !allow.regex)) {
    throw new Error(`cannot be written into the nginx config: ${JSON.stringify(value)}`);
  }
  return `"${value}"`;
}

/** A URL path or redirect target used in a location or return: no spaces, quotes, braces, semicolons or variables. */
function urlToken(value: string): string {
  if (!/^[^\s"'{};$\\]+$/.test(value)) throw new Error(`redirect path cannot be written into the nginx config: ${JSON.stringify(value)}`);
  return value;
}

const regexFor = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A complete nginx.conf serving the exported site like the site server (server/app.ts), to run as
 * `nginx -p <prefix> -c <file>` (also as non-root on a high port): the security headers on every
 * response with each HTML file's CSP script hashes, pre-compressed `.br`/`.gz` files, the
 * Cache-Control of server/cache-policy.ts, the redirect table (301/308, a trailing slash
 * redirected away with 308), clean URLs (`/kinoprogram` → `kinoprogram.html`), dot files hidden
 * and `404.html` with status 404; `/api/` is proxied to the site server (`apiUpstream`) with the
 * X-Forwarded-* headers, a body limit and timeouts.
 * @throws Error when a redirect or header value cannot be written safely into the config.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const root = path.resolve(options.root);
  const prefix = path.resolve(options.prefix ?? `${root}.nginx`);
  const security = options.security ?? FALLBACK_SECURITY_MANIFEST;
  const scriptSrc = security.directives['script-src'] ?? ["'self'"];
  // The CSP names $csp_script_src, which maps the served file ($uri after try_files/index/error_page) to its hashes.
  const csp = renderCsp({ ...security.directives, 'script-src': ['$csp_script_src'] });
  const headers = (cacheControl?: string) =>
    [...Object.entries(STATIC_SECURITY_HEADERS), ['Content-Security-Policy', csp] as const, ...(cacheControl ? [['Cache-Control', cacheControl] as const] : [])].map(
      ([name, value]) => `add_header ${name} ${quote(value, { variables: name === 'Content-Security-Policy' || value.startsWith('$') })} always;`,
    );
  const indent = (lines: string[], depth: number) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));

  // nginx matches a map's string keys ignoring case: `/Kinoprogram` finds the key `/kinoprogram`.
  const lowerCasePages = [...(options.pages ?? [])].filter((page) => page !== '/' && page === page.toLowerCase() && !NOT_SITE_PAGES.includes(page)).sort();
  const pageMap = lowerCasePages.map((page) => `${quote(urlToken(page))} ${quote(page)};`);
  const hashMap = Object.entries(security.scriptHashes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hashes]) => `${quote(`/${file}`)} ${quote([...scriptSrc, ...hashes].join(' '))};`);
  // The map's hash must hold the longest file name (nginx refuses the config otherwise).
  const longestKey = Math.max(0, ...Object.keys(security.scriptHashes).map((file) => file.length + 1), ...lowerCasePages.map((page) => page.length));
  const powerOfTwoAtLeast = (size: number) => 2 ** Math.ceil(Math.log2(size));
  const redirectLocations = (options.redirects ?? []).flatMap((redirect) => {
    const from = urlToken(redirect.from.length > 1 ? redirect.from.replace(/\/+$/, '') : redirect.from);
    const variants = from === '/' ? [from] : [from, `${from}/`];
    return variants.flatMap((variant) => [`location = ${variant} {`, ...indent([`return ${redirect.status} ${urlToken(redirect.to)}$is_args$args;`, ...headers()], 1), '}']);
  });

  const lines = [
    `# Generated by scripts/post-export/nginx-config.ts from the site server's data; do not edit.`,
    `# Run: nginx -p ${prefix} -c ${path.join(prefix, 'nginx.conf')}`,
    ...(options.brotliModule ? [`load_module ${quote(options.brotliModule)};`] : []),
    `worker_processes ${options.workerProcesses ?? 'auto'};`,
    `pid ${quote(path.join(prefix, 'nginx.pid'))};`,
    `error_log ${quote(path.join(prefix, 'error.log'))} warn;`,
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(
      [
        'types {',
        ...indent(
          Object.entries(TYPES).map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
          1,
        ),
        '}',
        'default_type application/octet-stream;',
        'charset utf-8;',
        'charset_types text/css text/plain text/calendar application/javascript application/json application/xml;',
        `access_log ${quote(path.join(prefix, 'access.log'))};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${quote(path.join(prefix, `${kind}_temp`))};`),
        'sendfile on;',
        'tcp_nopush on;',
        'server_tokens off;',
        'absolute_redirect off;',
        'gzip_static on;',
        'gzip_vary on;',
        ...(options.brotliModule ? ['brotli_static on;'] : []),
        '',
        `map_hash_bucket_size ${powerOfTwoAtLeast(Math.max(64, longestKey + 16))};`,
        `map_hash_max_size ${powerOfTwoAtLeast(Math.max(2048, hashMap.length * 2, pageMap.length * 2))};`,
        '# Cache rules of server/cache-policy.ts, by the file served.',
        'map $uri $cache_control {',
        ...indent(
          [
            `default ${quote(CACHE_RULES.other.value)};`,
            ...CACHE_RULES.noCache.paths.map((file) => `${quote(file)} ${quote(CACHE_RULES.noCache.value)};`),
            `${quote(`~^${regexFor(CACHE_RULES.immutable.pathPrefix)}`, { regex: true })} ${quote(CACHE_RULES.immutable.value)};`,
            `${quote(`~*\\.(?:${CACHE_RULES.revalidate.extensions.join('|')})$`, { regex: true })} ${quote(CACHE_RULES.revalidate.value)};`,
          ],
          1,
        ),
        '}',
        '',
        '# script-src of each HTML file: the policy plus the hashes of its inline scripts.',
        'map $uri $csp_script_src {',
        ...indent([`default ${quote(scriptSrc.join(' '))};`, ...hashMap], 1),
        '}',
        '',
        '# The lower-case page a path names in any letter case (map keys match ignoring case), as on the site server.',
        'map $uri $lower_case_page {',
        ...indent([`default "";`, ...pageMap], 1),
        '}',
        '',
        'server {',
        ...indent(
          [
            `listen ${options.listen ? `${options.listen}:` : ''}${options.port};`,
            `root ${quote(root)};`,
            'index index.html;',
            'merge_slashes on;',
            '# A path a browser would read as another host (//host, /\\host, /%5Chost) is no page: 404, never a',
            '# redirect (checked on the path as sent, before slashes are merged; \\x5c is a backslash).',
            'if ($request_uri ~ "^/(/|\\x5c|%5[Cc])") {',
            ...indent(['return 404;'], 1),
            '}',
            'error_page 404 /404.html;',
            '',
            'location = / {',
            ...indent(['try_files /index.html =404;', ...headers('$cache_control')], 1),
            '}',
            'location / {',
            ...indent(['try_files $uri $uri.html @other_letter_case;', ...headers('$cache_control')], 1),
            '}',
            '# No file: a page in other letter case (/Kinoprogram) is redirected to its lower-case path (301).',
            'location @other_letter_case {',
            ...indent(['if ($lower_case_page = "") {', '    return 404;', '}', 'return 301 $lower_case_page$is_args$args;', ...headers()], 1),
            '}',
            // The not-found page is a page of its own (SPEC.md §2), as on the site server.
            'location = /404.html {',
            ...indent(headers(CACHE_RULES.revalidate.value), 1),
            '}',
            '# Files Next exports that are not pages of the site answer 404, as on the site server.',
            ...NOT_SITE_PAGES.flatMap((file) => [`location = ${file} {`, ...indent(['return 404;'], 1), '}']),
            '# The site server answers /api/ (newsletter sign-up, rebuild webhook and status). It sees the',
            '# client address in X-Forwarded-For only when started with TRUST_PROXY (README, Security).',
            'location ^~ /api/ {',
            ...indent(
              [
                `proxy_pass http://${upstreamToken(options.apiUpstream ?? '127.0.0.1:3000')};`,
                'proxy_http_version 1.1;',
                'proxy_set_header Host $host;',
                'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
                'proxy_set_header X-Forwarded-Proto $scheme;',
                'proxy_set_header X-Forwarded-Host $host;',
                'proxy_set_header Connection "";',
                `client_max_body_size ${API_BODY_LIMIT};`,
                // The webhook's signature covers the exact body: pass it on untouched, and whole.
                'proxy_request_buffering on;',
                'proxy_connect_timeout 5s;',
                'proxy_send_timeout 15s;',
                'proxy_read_timeout 30s;',
                // The site server sets its own Cache-Control (no-store) and security headers.
              ],
              1,
            ),
            '}',
            '# Dot files (the security manifest) are not served.',
            'location ~ /\\. {',
            ...indent(['return 404;'], 1),
            '}',
            '# A trailing slash is redirected away (308), as the site server does. merge_slashes (on) has',
            '# made every run of slashes one, so the target starts with exactly one slash; the pattern is',
            '# linear (one greedy run, one character back).',
            'location ~ ^(?<without_slash>/.*[^/])/$ {',
            ...indent(['return 308 $without_slash$is_args$args;', ...headers()], 1),
            '}',
            '# The redirect table (content/redirects.json), with and without a trailing slash.',
            ...redirectLocations,
          ],
          1,
        ),
        '}',
      ],
      1,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}
