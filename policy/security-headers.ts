import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '@/lib/json-file';
import { buildCspDirectives, renderCsp } from './csp';
import { PAGE_HEADER_SCRIPT_SOURCES } from './page-csp';

/**
 * The manifest the build writes into the exported site (pipeline/post-export/security-headers.ts)
 * and both servers read: the site server at start and after a rebuild swap, the nginx config
 * generator once. A dot file, so neither server serves it.
 */
export const SECURITY_MANIFEST = '.security-headers.json';

export const securityManifestSchema = z.strictObject({
  /** The CSP without per-page hashes (policy/csp.ts `buildCspDirectives`), fixed at build time like the browser-visible URLs. */
  directives: z.record(
    z.string().regex(/^[a-z-]+$/),
    z.array(z.string().regex(/^[^;,\s]+$/, 'must be one CSP source expression')),
  ),
  /**
   * Per-page script hashes, as builds wrote them before each page carried its own (policy/page-csp.ts):
   * such a build (a rollback) is still served with them in its pages' headers ({@link cspFor}).
   */
  scriptHashes: z
    .record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)))
    .optional(),
});
export type SecurityManifest = z.infer<typeof securityManifestSchema>;

/**
 * Headers every response gets besides the CSP: HSTS for two years with subdomains (the site is
 * HTTPS only; browsers ignore it over plain HTTP), no MIME sniffing, the origin only as referrer
 * to other sites, no powerful browser features, no framing (`X-Frame-Options` for browsers that
 * predate `frame-ancestors`).
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/** The policy of a site built without the manifest: nothing beyond the site, no inline scripts. */
export const FALLBACK_SECURITY_MANIFEST: SecurityManifest = {
  directives: Object.fromEntries(
    Object.entries(
      buildCspDirectives({
        analytics: false,
        pixel: false,
        connectOrigins: [],
        imageOrigins: [],
        frameOrigins: [],
        ticketingOrigins: [],
      }),
    ).map(([name, sources]) => [name, [...sources]]),
  ),
};

/** The manifest key of a served file: relative to the site root, `/`-separated, a `.br`/`.gz` variant as its original. */
export const manifestKey = (relativePath: string): string =>
  relativePath
    .split(path.sep)
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\.(?:br|gz)$/, '');

/** Whether `file` (relative to the site root) is a page: HTML, carrying its own meta policy (policy/page-csp.ts). */
export const isPageFile = (file: string): boolean => manifestKey(file).endsWith('.html');

/**
 * The Content-Security-Policy header of one served file (`kinoprogram.html`), the same for every
 * page of a build: a page's allows inline scripts, which the page's own meta policy narrows to its
 * hashes (policy/page-csp.ts); every other response's allows none. A build from before pages
 * carried their policy has `scriptHashes`, and its pages get theirs in the header as then.
 */
export function cspFor(manifest: SecurityManifest, file?: string): string {
  if (file === undefined || !isPageFile(file)) return renderCsp(manifest.directives);
  if (manifest.scriptHashes)
    return renderCsp(manifest.directives, manifest.scriptHashes[manifestKey(file)] ?? []);
  return pageCsp(manifest);
}

/** The Content-Security-Policy header of every page ({@link cspFor} of an HTML file). */
export const pageCsp = (manifest: SecurityManifest): string =>
  renderCsp(manifest.directives, PAGE_HEADER_SCRIPT_SOURCES);

/** Every security header of one served file (or of a response that is no file, such as a redirect or an API answer). */
export const securityHeadersFor = (
  manifest: SecurityManifest,
  file?: string,
): Record<string, string> => ({
  ...STATIC_SECURITY_HEADERS,
  'Content-Security-Policy': cspFor(manifest, file),
});

/**
 * Reads the manifest of the exported site at `root`. A site built before the manifest existed
 * gets {@link FALLBACK_SECURITY_MANIFEST} and a warning.
 * @throws Error naming the file and field when the manifest is there but malformed.
 */
export async function readSecurityManifest(
  root: string,
  warn: (message: string) => void = console.warn,
): Promise<SecurityManifest> {
  const file = path.join(root, SECURITY_MANIFEST);
  return readJsonFile(file, securityManifestSchema).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    warn(
      `${file} is missing: responses get the policy without the site's trackers and hosts; rebuild the site (npm run build).`,
    );
    return FALLBACK_SECURITY_MANIFEST;
  });
}
