import { renderCsp } from '@/policy/csp';
import { STATIC_SECURITY_HEADERS, type SecurityManifest } from '@/policy/security-headers';
import { block, powerOfTwoAtLeast, quote } from './syntax';

/** The `add_header` lines of a location: every security header, and Cache-Control when given (a value or a variable). */
export type HeaderLines = (cacheControl?: string) => string[];

/**
 * The security headers of policy/security-headers.ts as `add_header … always;` lines. The
 * CSP names $csp_script_src, which {@link scriptSrcMap} maps from the served file ($uri after
 * try_files/index/error_page) to its script hashes.
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
 * The script-src of each HTML file (the policy plus the hashes of its inline scripts) as
 * `map $uri $csp_script_src`, and the map hash sizes that hold it and the other maps' keys
 * (`otherKeys`; nginx refuses the config when the longest key does not fit).
 */
export function scriptSrcMap(
  security: SecurityManifest,
  otherKeys: readonly string[] = [],
): { hashSizes: string[]; map: string[] } {
  const scriptSrc = security.directives['script-src'] ?? ["'self'"];
  const entries = Object.entries(security.scriptHashes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hashes]) => `${quote(`/${file}`)} ${quote([...scriptSrc, ...hashes].join(' '))};`);
  const longestKey = Math.max(
    0,
    ...Object.keys(security.scriptHashes).map((file) => file.length + 1),
    ...otherKeys.map((key) => key.length),
  );
  return {
    hashSizes: [
      `map_hash_bucket_size ${powerOfTwoAtLeast(Math.max(64, longestKey + 16))};`,
      `map_hash_max_size ${powerOfTwoAtLeast(Math.max(2048, entries.length * 2, otherKeys.length * 2))};`,
    ],
    map: [
      '# script-src of each HTML file: the policy plus the hashes of its inline scripts.',
      ...block('map $uri $csp_script_src', [`default ${quote(scriptSrc.join(' '))};`, ...entries]),
    ],
  };
}
