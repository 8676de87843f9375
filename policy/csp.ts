import { createHash } from 'node:crypto';

/** CSP directives in the order they are sent: directive name → its source expressions. */
export type CspDirectives = Record<string, readonly string[]>;

/** What the policy allows beyond the site itself; every host comes from the site config or the build's env. */
export interface CspOptions {
  /** GA4 (gtag.js) is on: the site config has an `analyticsTrackingId`. */
  analytics: boolean;
  /** The Meta pixel is on: the site config has a `facebookPixelId`. */
  pixel: boolean;
  /** Origins the browser calls with fetch/XHR: the runtime service and the film-club backend (`http://127.0.0.1:3001`). */
  connectOrigins: readonly string[];
  /** Origins of images that are not on the site (CMS image hosts, film-club posters). */
  imageOrigins: readonly string[];
  /** Origins whose players sanitised articles may embed (lib/sanitize.ts). */
  frameOrigins: readonly string[];
  /** Origins forms may post to and pages may frame besides the site: the ticketing and gift-card shop. */
  ticketingOrigins: readonly string[];
  /** Adds `'wasm-unsafe-eval'` to script-src, for a search library compiled to WebAssembly. */
  wasm?: boolean;
}

/**
 * Hosts of GA4 from Google's CSP guide for Google Analytics 4 / the Google tag
 * (developers.google.com/tag-platform/security/guides/csp, "Google Analytics 4").
 */
const GA4 = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** Hosts of the Meta pixel: fbevents.js and its config from connect.facebook.net, events to www.facebook.com/tr. */
const PIXEL = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

const unique = (sources: readonly string[]): string[] => [...new Set(sources)];

/** The origin of a URL (`https://billett.kulturhuset.no/gavekort` → `https://billett.kulturhuset.no`). @throws TypeError on an invalid URL. */
export const originOf = (url: string): string => new URL(url).origin;

/**
 * The site's Content-Security-Policy without per-page script hashes: scripts only from the site
 * and the enabled trackers (no `'unsafe-inline'`, no eval), styles from the site with inline
 * style attributes allowed (React and next/image write them), no plugins, no framing of the site.
 * Each page's hashes of its inline scripts travel in the page (policy/page-csp.ts).
 */
export function buildCspDirectives(options: CspOptions): CspDirectives {
  const trackers = (kind: 'script' | 'img' | 'connect') => [
    ...(options.analytics ? GA4[kind] : []),
    ...(options.pixel ? PIXEL[kind] : []),
  ];
  const frames = unique([...options.frameOrigins, ...options.ticketingOrigins]);
  return {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...(options.wasm ? ["'wasm-unsafe-eval'"] : []),
      ...trackers('script'),
    ]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...options.imageOrigins, ...trackers('img')]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...options.connectOrigins, ...trackers('connect')]),
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...options.ticketingOrigins]),
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The policy text of `directives`, with `scriptSources` (hashes `'sha256-…'`, or `'unsafe-inline'`)
 * appended to script-src: `default-src 'self'; script-src 'self' 'sha256-…'; …`
 */
export function renderCsp(
  directives: CspDirectives,
  scriptSources: readonly string[] = [],
): string {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' ? scriptSources : [])].join(' '),
    )
    .join('; ');
}

/** Script types a browser executes (HTML "script type" rules): none, a JavaScript MIME type, or `module`. */
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/i;

/** `<script attributes>body</script>`: attribute values may hold `>` inside quotes; the body ends at the first `</script` (HTML script data state). */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

/**
 * The CSP hash sources (`'sha256-<base64>'`, CSP Level 3 §8.4) of every inline script a browser
 * would execute in `html`, in document order without repeats. Scripts with `src` and non-executable
 * types (JSON-LD, JSON data) are left out. The hash is over the script text exactly as written,
 * which is what the browser hashes (script text is not entity-decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
