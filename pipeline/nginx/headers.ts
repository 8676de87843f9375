import { renderCsp } from '@/policy/csp';
import { PAGE_HEADER_SCRIPT_SOURCES } from '@/policy/page-csp';
import { STATIC_SECURITY_HEADERS, type SecurityManifest } from '@/policy/security-headers';
import { block, powerOfTwoAtLeast, quote } from './syntax';

/** The `add_header` lines of a location: every security header, and Cache-Control when given (a value or a variable). */
export type HeaderLines = (cacheControl?: string) => string[];

/**
 * The security headers of policy/security-headers.ts as `add_header … always;` lines. The
 * CSP names $csp_script_src, which {@link scriptSrcMap} maps from the served file ($uri after
 * try_files/index/error_page): a page's script-src differs from other files'.
 */
export function securityHeaders(security: SecurityManifest): HeaderLines {
  const csp = renderCsp({ ...security.directives, 'script-src': ['$csp_script_src'] });
  return (cacheControl) =>
    [
      ...Object.entries(STATIC_SECURITY_HEADERS),
      ['Content-Security-Policy', csp] as const,
      ...(cacheControl ? [['Cache-Control', cacheControl] as const] : []),
    ].map(
      ([name, value]) =>
        `add_header ${name} ${quote(value, { variables: name === 'Content-Security-Policy' || value.startsWith('$') })} always;`,
    );
}

/**
 * The script-src of the served file as `map $uri $csp_script_src`: an HTML file's allows inline
 * scripts, which the page's own meta policy narrows to its hashes (policy/page-csp.ts), anything
 * else's is the policy's; and the map hash sizes that hold the other maps' keys (`otherKeys`;
 * nginx refuses the config when the longest key does not fit).
 */
export function scriptSrcMap(
  security: SecurityManifest,
  otherKeys: readonly string[] = [],
): { hashSizes: string[]; map: string[] } {
  const scriptSrc = security.directives['script-src'] ?? ["'self'"];
  const longestKey = Math.max(0, ...otherKeys.map((key) => key.length));
  return {
    hashSizes: [
      `map_hash_bucket_size ${powerOfTwoAtLeast(Math.max(64, longestKey + 16))};`,
      `map_hash_max_size ${powerOfTwoAtLeast(Math.max(2048, otherKeys.length * 2))};`,
    ],
    map: [
      '# script-src of the served file: a page allows inline scripts, which its meta policy narrows to its hashes.',
      ...block('map $uri $csp_script_src', [
        `default ${quote(scriptSrc.join(' '))};`,
        `${quote('~\\.html$', { regex: true })} ${quote([...scriptSrc, ...PAGE_HEADER_SCRIPT_SOURCES].join(' '))};`,
      ]),
    ],
  };
}
