import { HEALTH_PATH, READY_PATH } from '@/policy/health';
import { block } from './syntax';

/** The largest request body nginx passes to `/api/`: the webhook's limit (server/rebuild/routes.ts, 1 MB); the newsletter refuses more than 4 KB itself. */
export const API_BODY_LIMIT = '1m';

/** `host:port`, `[v6]:port` or `unix:/path`: nothing nginx would read as syntax. @throws Error naming NGINX_API_UPSTREAM. */
function upstreamToken(value: string): string {
  if (
    !/^(?:unix:\/[^\s;{}"'$\\]+|\[[0-9a-fA-F:.]+\]:\d{1,5}|[A-Za-z0-9.-]+:\d{1,5})$/.test(value)
  ) {
    throw new Error(
      `NGINX_API_UPSTREAM must be host:port or unix:/path, not ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** The proxy directives of a location the site server answers. */
const proxyTo = (upstream: string): string[] => [
  `proxy_pass http://${upstreamToken(upstream)};`,
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
];

/**
 * The health and readiness probes (policy/health.ts): a monitor or load balancer must see the live
 * server's answer every time, so never a cached one (the server's `no-store` passes through) and
 * no request limit (this config sets none; keep any `limit_req` out of these locations).
 */
const probeProxy = (upstream: string): string[] => [...proxyTo(upstream), 'proxy_cache off;'];

/**
 * `location ^~ /api/`: the newsletter sign-up, rebuild webhook and status go to the site server at
 * `upstream` with the X-Forwarded-* headers, a body limit and timeouts; `location ^~ /redaksjon/`:
 * so do the editors' pages (docs/editors.md), which are never files of the export. `/api` and
 * `/redaksjon` without the slash go there too, so nginx and the site server never redirect them
 * back and forth (issue 26). `GET /api/health` and `/api/ready` have exact locations of their own,
 * never cached (probeProxy).
 * @throws Error when `upstream` is not host:port or unix:/path.
 */
export const apiProxy = (upstream: string): string[] => [
  '# The site server answers /api/ (newsletter sign-up, rebuild webhook and status). It sees the',
  '# client address in X-Forwarded-For only when started with TRUST_PROXY (README, Security).',
  '# Without the slash too: the site server alone decides where /api and /redaksjon go (no loop).',
  ...block('location = /api', proxyTo(upstream)),
  ...block('location ^~ /api/', proxyTo(upstream)),
  '# Health and readiness (README, Health and readiness): the live answer each time, no cache, no rate limit.',
  ...block(`location = ${HEALTH_PATH}`, probeProxy(upstream)),
  ...block(`location = ${READY_PATH}`, probeProxy(upstream)),
  "# The editors' pages (status page; password-protected by the site server) are never exported files.",
  ...block('location = /redaksjon', proxyTo(upstream)),
  ...block('location ^~ /redaksjon/', proxyTo(upstream)),
];
