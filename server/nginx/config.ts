import path from 'node:path';

/**
 * PLACEHOLDER (issue 7, ops branch): the minimal nginx config the serving benchmark needs. The
 * full version (headers, cache rules, the redirect table, pre-compressed files) is written on
 * another branch with this exact signature and replaces this file at merge.
 */
export interface NginxConfigOptions {
  /** The exported site (`out/`), absolute. */
  root: string;
  port: number;
  /** nginx's prefix (`nginx -p <prefix>`): pid, logs and temp files go below it. Default: relative paths, resolved by nginx against `-p`. */
  prefix?: string;
}

const MIME_TYPES: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'text/calendar': 'ics',
  'application/javascript': 'js',
  'application/json': 'json',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
};

/**
 * A complete nginx.conf serving the exported site like the site server does in the basics: clean
 * page URLs (`/kinoprogram` → `kinoprogram.html`), pre-compressed `.gz` variants (`gzip_static`;
 * Debian's nginx has no brotli module), the cache rules of server/cache-policy.ts, and `404.html`
 * with status 404. Runnable as `nginx -p <prefix> -c <file>` by a user without root rights.
 */
export function renderNginxConfig({ root, port, prefix }: NginxConfigOptions): string {
  const under = (name: string) => (prefix ? path.join(prefix, name) : name);
  const types = Object.entries(MIME_TYPES)
    .map(([type, extensions]) => `    ${type} ${extensions};`)
    .join('\n');
  return `worker_processes auto;
pid ${under('nginx.pid')};
error_log ${under('logs/error.log')} warn;

events {
  worker_connections 1024;
}

http {
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain text/xml application/javascript application/json image/svg+xml;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${under('temp/client_body')};
  proxy_temp_path ${under('temp/proxy')};
  fastcgi_temp_path ${under('temp/fastcgi')};
  uwsgi_temp_path ${under('temp/uwsgi')};
  scgi_temp_path ${under('temp/scgi')};

  gzip_static on;
  gzip_vary on;

  map $uri $cache_control {
    ~^/_next/static/ "public, max-age=31536000, immutable";
    ~\\.(?:html|txt|json|xml|ics)$ "public, max-age=0, must-revalidate";
    default "public, max-age=86400";
  }

  server {
    listen ${port};
    root ${root};
    add_header Cache-Control $cache_control always;
    add_header X-Content-Type-Options nosniff always;
    error_page 404 /404.html;

    location / {
      try_files $uri $uri.html $uri/index.html =404;
    }
    location = /404.html {
      internal;
    }
  }
}
`;
}
