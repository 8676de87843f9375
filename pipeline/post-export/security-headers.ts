import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IFRAME_HOSTS } from '@/lib/sanitize';
import type { FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';
import { buildCspDirectives, inlineScriptHashes, originOf, type CspOptions } from '@/policy/csp';
import { manifestKey, SECURITY_MANIFEST, type SecurityManifest } from '@/policy/security-headers';
import type { LinkedFiles } from '../incremental/assemble';
import { listFiles } from '../postbuild';
import type { PostExportStep } from './step';

/** Origins of every absolute image URL in the content (image assets: objects with `url`, `width` and `height`). */
export function imageOrigins(content: unknown): string[] {
  const origins = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (
      typeof record.url === 'string' &&
      /^https?:\/\//.test(record.url) &&
      typeof record.width === 'number' &&
      typeof record.height === 'number'
    )
      origins.add(originOf(record.url));
    Object.values(record).forEach(walk);
  };
  walk(content);
  return [...origins].sort();
}

/**
 * What the site's CSP allows, from the site config (trackers, ticketing) and the build's
 * configuration (runtime service, film-club backend: the same URLs the pages were built with).
 */
export function cspOptionsFor(
  content: ContentSet,
  { runtimeUrl, filmclub }: { runtimeUrl: string; filmclub: FilmclubConfig | null },
  wasm = false,
): CspOptions {
  return {
    analytics: content.site.analyticsTrackingId.length > 0,
    pixel: content.site.facebookPixelId.length > 0,
    connectOrigins: [originOf(runtimeUrl), ...(filmclub ? [originOf(filmclub.baseUrl)] : [])],
    imageOrigins: [...imageOrigins(content), ...(filmclub ? [originOf(filmclub.baseUrl)] : [])],
    frameOrigins: IFRAME_HOSTS.map((host) => `https://${host}`),
    ticketingOrigins: [
      ...new Set([originOf(content.site.ticketingUrl), originOf(content.site.giftCardUrl)]),
    ],
    wasm,
  };
}

/**
 * For an incremental rebuild: the live build's hashes of a file linked to the live build's
 * (`linked`, the assembly's list: same bytes, so the same hashes; nothing is read or stat'ed),
 * undefined for a file made by this build. A live build without a manifest that reads gives
 * undefined for every file.
 */
async function linkedHashes(
  live: string,
  linked: LinkedFiles,
): Promise<(relative: string, key: string) => string[] | undefined> {
  const manifest = await readFile(path.join(live, SECURITY_MANIFEST), 'utf8')
    .then((text) => JSON.parse(text) as SecurityManifest)
    .catch(() => undefined);
  return (relative, key) =>
    manifest && linked.has(relative) ? (manifest.scriptHashes[key] ?? []) : undefined;
}

/**
 * Post-export step: hashes the inline scripts of every exported HTML file (after every step that
 * rewrites HTML; in an incremental rebuild a file linked to the live build's keeps that build's
 * hashes, unread) and writes the policy and the hashes to `<outDir>/.security-headers.json`, which
 * the site server and the nginx config turn into per-file Content-Security-Policy headers.
 */
export const securityHeadersStep: PostExportStep = {
  name: 'security headers',
  async run({ outDir, content, build, filmclub, incremental }) {
    const files = await listFiles(outDir);
    const htmlFiles = files.filter((file) => file.endsWith('.html'));
    const scriptHashes: SecurityManifest['scriptHashes'] = {};
    const reuse = incremental && (await linkedHashes(incremental.live, incremental.linked));
    for (const file of htmlFiles.sort()) {
      const relative = path.relative(outDir, file);
      const key = manifestKey(relative);
      const hashes =
        reuse?.(relative.split(path.sep).join('/'), key) ??
        inlineScriptHashes(await readFile(file, 'utf8'));
      if (hashes.length > 0) scriptHashes[key] = hashes;
    }
    // A search library compiled to WebAssembly (pagefind's `wasm.<lang>.pagefind`) needs 'wasm-unsafe-eval'.
    const wasm = files.some((file) => /\.wasm$|(?:^|\/)wasm\.[^/]*\.pagefind$/.test(file));
    const directives = buildCspDirectives(
      cspOptionsFor(content, { runtimeUrl: build.runtimeUrl, filmclub }, wasm),
    );
    const manifest: SecurityManifest = {
      directives: Object.fromEntries(
        Object.entries(directives).map(([name, sources]) => [name, [...sources]]),
      ),
      scriptHashes,
    };
    await writeFile(path.join(outDir, SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  },
};
