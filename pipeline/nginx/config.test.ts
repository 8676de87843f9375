import { CACHE_RULES } from '@/policy/cache-policy';
import {
  FALLBACK_SECURITY_MANIFEST,
  STATIC_SECURITY_HEADERS,
  type SecurityManifest,
} from '@/policy/security-headers';
import { renderNginxConfig } from './config';

const security: SecurityManifest = FALLBACK_SECURITY_MANIFEST;
const config = renderNginxConfig({
  root: '/srv/site/out',
  port: 8080,
  prefix: '/srv/site/nginx',
  redirects: [
    { from: '/kino', to: '/kinoprogram', status: 301 },
    { from: '/basseng/', to: '/billetter-svommehall', status: 308 },
  ],
  security,
});

/** The lines of the location block that starts with `opening`. */
function block(text: string, opening: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1, lines.indexOf('}', start));
}

describe('renderNginxConfig', () => {
  it('redirects a page path in other letter case to its lower-case page (301), and nothing else', () => {
    const withPages = renderNginxConfig({
      root: '/srv/site/out',
      port: 8080,
      pages: ['/', '/kinoprogram', '/film/brev-fra-lyon', '/Gammel', '/404'],
    });
    expect(block(withPages, 'map $uri $lower_case_page {')).toEqual([
      'default "";',
      '"/film/brev-fra-lyon" "/film/brev-fra-lyon";',
      '"/kinoprogram" "/kinoprogram";',
    ]);
    expect(block(withPages, 'location / {')).toContain(
      'try_files $uri $uri.html @other_letter_case;',
    );
    const fallback = withPages
      .slice(withPages.indexOf('location @other_letter_case {'))
      .split('\n')
      .map((line) => line.trim());
    expect(fallback.slice(1, 5)).toEqual([
      'if ($lower_case_page = "") {',
      'return 404;',
      '}',
      'return 301 $lower_case_page$is_args$args;',
    ]);
  });

  it('keeps pid, logs and temp files under the prefix, so it runs as non-root on a high port', () => {
    expect(config).toContain('pid "/srv/site/nginx/nginx.pid";');
    expect(config).toContain('error_log "/srv/site/nginx/error.log" warn;');
    expect(config).toContain('client_body_temp_path "/srv/site/nginx/client_body_temp";');
    expect(config).toContain('listen 8080;');
    expect(config).toContain('root "/srv/site/out";');
    expect(config).not.toMatch(/^\s*user /m);
  });

  it('sends every security header, with `always`, in every location that answers', () => {
    for (const opening of [
      'location / {',
      'location = / {',
      'location = /404.html {',
      'location = /kino {',
      'location ~ ^/.*[^/]/$ {',
      'location @not_found {',
      'location @not_allowed {',
    ]) {
      const lines = block(config, opening);
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
        expect(lines).toContain(`add_header ${name} "${value}" always;`);
      expect(
        lines.some((line) =>
          line.startsWith(
            "add_header Content-Security-Policy \"default-src 'self'; script-src $csp_script_src;",
          ),
        ),
      ).toBe(true);
    }
  });

  it('answers 404, never a redirect, to a path a browser would read as another host or with a control character (issue 12 item 2, issue 26)', () => {
    expect(config).toContain('merge_slashes on;');
    expect(
      block(
        config,
        'if ($request_uri ~ "^/(/|\\x5c|%5[Cc])|^[^?]*(%[01][0-9A-Fa-f]|%7[Ff]|[\\x00-\\x1f\\x7f])") {',
      ),
    ).toEqual(['return 404;']);
    // The 404 page from a named location, which the guard does not see again.
    expect(config).toContain('error_page 404 @not_found;');
    expect(config.replace(/\s+/g, ' ')).toMatch(
      /location @not_found \{[^}]+ if \(\$request_method !~ "\^\(\?:GET\|HEAD\)\$"\) \{ return 404; \} try_files \/404\.html =404; \}/,
    );
  });

  it('redirects a trailing slash to the path as sent, still percent-encoded, never the decoded one (issue 26)', () => {
    const lines = block(config, 'location ~ ^/.*[^/]/$ {');
    expect(lines).toContain(
      'if ($request_uri ~ "^(?<path_without_slash>/[^?]*?[^/?])/+(?:\\?|$)") {',
    );
    expect(lines).toContain('return 308 $path_without_slash$is_args$args;');
    expect(config).not.toMatch(/return 30\d \$uri|\$without_slash/);
  });

  it('answers another method on a page or file 405 with Allow: GET, HEAD (issue 26)', () => {
    expect(config).toContain('error_page 405 @not_allowed;');
    const lines = block(config, 'location @not_allowed {');
    expect(lines).toContain('add_header Allow "GET, HEAD" always;');
    expect(lines).toContain('return 405 "Metoden er ikke tillatt her.";');
  });

  it('serves the hashed assets of kept earlier builds after the live one, in order, and nothing else from them (issue 26)', () => {
    expect(config).not.toContain('@kept_build');
    const kept = renderNginxConfig({
      root: '/srv/out.builds/3',
      port: 8080,
      keptBuilds: ['/srv/out.builds/2', '/srv/out.builds/1'],
    });
    expect(block(kept, 'location /_next/static/ {')[0]).toBe('try_files $uri @kept_build_1;');
    expect(block(kept, 'location @kept_build_1 {').slice(0, 2)).toEqual([
      'root "/srv/out.builds/2";',
      'try_files $uri @kept_build_2;',
    ]);
    expect(block(kept, 'location @kept_build_2 {').slice(0, 2)).toEqual([
      'root "/srv/out.builds/1";',
      'try_files $uri =404;',
    ]);
    expect(block(kept, 'location @kept_build_2 {')).toContain(
      'add_header Cache-Control "$cache_control" always;',
    );
    expect(kept.match(/\/srv\/out\.builds\/[12]/g)).toHaveLength(2);
  });

  it("maps an HTML file to script-src with inline scripts (the page's meta policy narrows it), anything else to the policy's script-src", () => {
    expect(config).toMatch(
      /map \$uri \$csp_script_src \{\s+default "'self'";\s+"~\\\.html\$" "'self' 'unsafe-inline'";\s+\}/,
    );
  });

  it('uses the cache rules of the site server', () => {
    expect(config).toContain(`"~^/_next/static/" "${CACHE_RULES.immutable.value}";`);
    expect(config).toContain(
      `"~*\\.(?:html|txt|json|xml|ics|atom)$" "${CACHE_RULES.revalidate.value}";`,
    );
    expect(config).toContain(`default "${CACHE_RULES.other.value}";`);
    expect(block(config, 'location / {')).toContain(
      'add_header Cache-Control "$cache_control" always;',
    );
  });

  it('serves clean URLs from .html files, pre-compressed gzip, and 404.html with status 404', () => {
    expect(block(config, 'location / {')).toContain('try_files $uri $uri.html @other_letter_case;');
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('error_page 404 @not_found;');
    // The not-found page is a page of its own (docs/product.md, Pages and routes), as on the site server.
    expect(block(config, 'location = /404.html {')).not.toContain('internal;');
    for (const file of ['/404', '/index', '/_not-found'])
      expect(block(config, `location = ${file} {`)).toEqual(['return 404;']);
    expect(config).not.toContain('brotli');
  });

  it('loads the brotli static module and serves .br when given the module', () => {
    const withBrotli = renderNginxConfig({
      root: '/srv/out',
      port: 8080,
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(withBrotli.split('\n')[2]).toBe(
      'load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";',
    );
    expect(withBrotli).toContain('brotli_static on;');
    expect(withBrotli).toContain('pid "/srv/out.nginx/nginx.pid";');
  });

  it('answers each redirect with its status, with or without a trailing slash, keeping the query', () => {
    expect(block(config, 'location = /kino {')[0]).toBe('return 301 /kinoprogram$is_args$args;');
    expect(block(config, 'location = /kino/ {')[0]).toBe('return 301 /kinoprogram$is_args$args;');
    expect(block(config, 'location = /basseng {')[0]).toBe(
      'return 308 /billetter-svommehall$is_args$args;',
    );
    expect(block(config, 'location ~ ^/.*[^/]/$ {')).toContain(
      'return 308 $path_without_slash$is_args$args;',
    );
  });

  it('hides dot files such as the security manifest, and the pre-compressed variants by their own names', () => {
    expect(block(config, 'location ~ /\\. {')).toEqual(['return 404;']);
    expect(block(config, 'location ~* \\.(?:br|gz)$ {')).toEqual(['return 404;']);
  });

  it('refuses a redirect that would inject nginx syntax', () => {
    for (const from of ['/a;b', '/a b', '/a{', '/$host']) {
      expect(() =>
        renderNginxConfig({
          root: '/srv/out',
          port: 8080,
          redirects: [{ from, to: '/x', status: 301 }],
        }),
      ).toThrow(/cannot be written into the nginx config/);
    }
    expect(() => renderNginxConfig({ root: '/srv/out"; evil', port: 8080 })).toThrow(
      /cannot be written into the nginx config/,
    );
  });
});

describe('renderNginxConfig: /api/ goes to the site server (issue 12 item 6)', () => {
  it('proxies /api/ to the upstream with the X-Forwarded headers, a body limit and timeouts', () => {
    const lines = block(
      renderNginxConfig({ root: '/srv/site/out', port: 8080, apiUpstream: '127.0.0.1:3000' }),
      'location ^~ /api/ {',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'proxy_pass http://127.0.0.1:3000;',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Forwarded-Host $host;',
        'client_max_body_size 1m;',
        'proxy_connect_timeout 5s;',
        'proxy_read_timeout 30s;',
        'proxy_send_timeout 15s;',
      ]),
    );
  });

  it('proxies /api and /redaksjon without the slash too, so nginx never redirects them (no loop with the site server)', () => {
    const rendered = renderNginxConfig({
      root: '/srv/site/out',
      port: 8080,
      apiUpstream: '127.0.0.1:3000',
    });
    for (const opening of ['location = /api {', 'location = /redaksjon {'])
      expect(block(rendered, opening)).toContain('proxy_pass http://127.0.0.1:3000;');
  });

  it("proxies the editors' pages (/redaksjon/) to the site server too: they are never exported files", () => {
    const lines = block(
      renderNginxConfig({ root: '/srv/site/out', port: 8080, apiUpstream: '127.0.0.1:3000' }),
      'location ^~ /redaksjon/ {',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'proxy_pass http://127.0.0.1:3000;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      ]),
    );
  });

  it('proxies /api/health and /api/ready in exact locations of their own: never cached, no request limit (issue 29)', () => {
    const rendered = renderNginxConfig({
      root: '/srv/site/out',
      port: 8080,
      apiUpstream: '127.0.0.1:3000',
    });
    for (const probe of ['/api/health', '/api/ready']) {
      const lines = block(rendered, `location = ${probe} {`);
      expect(lines).toEqual(
        expect.arrayContaining(['proxy_pass http://127.0.0.1:3000;', 'proxy_cache off;']),
      );
      // The site server's Cache-Control: no-store passes through untouched.
      expect(lines.join('\n')).not.toMatch(/limit_req|expires|add_header|proxy_hide_header/);
    }
    expect(rendered).not.toMatch(/limit_req|proxy_cache_path/);
  });

  it('defaults to 127.0.0.1:3000, takes a unix socket, and refuses an upstream that would break the config', () => {
    expect(config).toContain('proxy_pass http://127.0.0.1:3000;');
    expect(
      renderNginxConfig({
        root: '/srv/site/out',
        port: 8080,
        apiUpstream: 'unix:/run/kulturhuset.sock',
      }),
    ).toContain('proxy_pass http://unix:/run/kulturhuset.sock;');
    expect(() =>
      renderNginxConfig({
        root: '/srv/site/out',
        port: 8080,
        apiUpstream: 'evil; include /etc/passwd',
      }),
    ).toThrow(/NGINX_API_UPSTREAM must be host:port/);
  });
});
