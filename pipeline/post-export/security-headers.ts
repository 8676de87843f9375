import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IFRAME_HOSTS } from '@/lib/sanitize';
import type { FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';
import { buildCspDirectives, originOf, type CspDirectives, type CspOptions } from '@/policy/csp';
import { withPageCsp } from '@/policy/page-csp';
import { SECURITY_MANIFEST, type SecurityManifest } from '@/policy/security-headers';
import { forEachLimited } from '../deploy/pool';
import type { LinkedFiles } from '../incremental/assemble';
import { listFiles } from '../postbuild';
// Not from ./service-worker, which the build's tests replace by a stub.
import { OFFLINE_PATH } from './offline-page';
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

/** The script-src of the policy a build wrote (`.security-headers.json`), undefined when it does not read. */
const scriptSrcOf = (siteDir: string): Promise<string | undefined> =>
  readFile(path.join(siteDir, SECURITY_MANIFEST), 'utf8')
    .then((text) => (JSON.parse(text) as SecurityManifest).directives['script-src']?.join(' '))
    .catch(() => undefined);

/**
 * Whether the live build's pages carry the page policy this build's pages got (the script-src of
 * both builds' `.security-headers.json` is the same), read after this step ran in `fresh`. Only
 * then do the files linked to the live build's keep their bytes, so pre-compression may take
 * their `.br`/`.gz` too; otherwise this step gave those pages a new file with a new policy.
 */
export async function livePagePolicyHolds(live: string, fresh: string): Promise<boolean> {
  const [theirs, ours] = await Promise.all([scriptSrcOf(live), scriptSrcOf(fresh)]);
  return theirs !== undefined && theirs === ours;
}

/**
 * For an incremental rebuild: whether a file is one the assembly linked to the live build's
 * (`linked`: same bytes, its page policy written by that build, nothing read or stat'ed), which
 * holds when the live build's script-src is this build's; otherwise no file counts as linked and
 * every page gets its policy anew.
 */
async function linkedToLive(
  outDir: string,
  live: string,
  linked: LinkedFiles,
  scriptSrc: readonly string[] | undefined,
): Promise<(file: string) => boolean> {
  const theirs = await scriptSrcOf(live);
  if (theirs === undefined || theirs !== scriptSrc?.join(' ')) return () => false;
  return (file) => linked.has(path.relative(outDir, file).split(path.sep).join('/'));
}

/** Replaces `file` by a new one holding `text` (never writing through a hard link). */
async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.page-csp-tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

export type { DeferredPagePolicy } from './step';

/** Pages a later post-export step reads, which get their policy in this step all the same: the offline page the service worker precaches by content hash. */
const readLater = (outDir: string, file: string): boolean =>
  path.relative(outDir, file) === `${OFFLINE_PATH.slice(1)}.html`;

/**
 * For `precompress`'s `rewrite` (pipeline/postbuild.ts): a page (`.html`) with its page policy,
 * undefined for any other file and for a page that has that policy already. The same bytes as
 * this step writes (`withPageCsp` replaces an earlier meta of its own).
 */
export function pagePolicyRewrite(
  directives: CspDirectives,
): (file: string, body: Buffer) => Buffer | undefined {
  return (file, body) => {
    if (!file.endsWith('.html')) return undefined;
    const html = body.toString('utf8');
    const withPolicy = withPageCsp(html, directives);
    return withPolicy === html ? undefined : Buffer.from(withPolicy);
  };
}

/**
 * Post-export step: writes the site's policy to `<outDir>/.security-headers.json`, which the site
 * server, the nginx config and the edge files turn into Content-Security-Policy headers, and gives
 * every exported HTML file its page policy: a `<meta http-equiv="Content-Security-Policy">` with
 * the hashes of its inline scripts (policy/page-csp.ts). Runs after every step that writes HTML
 * and before the service worker precaches pages. In an incremental rebuild a page linked to the
 * live build's keeps that build's policy, unread. In a full build given `deferPagePolicy`, only
 * the pages a later step reads get it here; pre-compression gives it to the others.
 */
export const securityHeadersStep: PostExportStep = {
  name: 'security headers',
  async run({ outDir, content, build, filmclub, incremental, deferPagePolicy }) {
    const files = await listFiles(outDir);
    // A search library compiled to WebAssembly (pagefind's `wasm.<lang>.pagefind`) needs 'wasm-unsafe-eval'.
    const wasm = files.some((file) => /\.wasm$|(?:^|\/)wasm\.[^/]*\.pagefind$/.test(file));
    const directives = buildCspDirectives(
      cspOptionsFor(content, { runtimeUrl: build.runtimeUrl, filmclub }, wasm),
    );
    const linked =
      incremental &&
      (await linkedToLive(outDir, incremental.live, incremental.linked, directives['script-src']));
    const deferred = !incremental && deferPagePolicy;
    if (deferred) deferred.directives = directives;
    const pages = files.filter(
      (name) => name.endsWith('.html') && (!deferred || readLater(outDir, name)),
    );
    // A few pages in flight: the work is reading and writing files (thousands at 10,000 productions).
    await forEachLimited(pages.sort(), 8, async (file) => {
      if (linked && linked(file)) return;
      const html = await readFile(file, 'utf8');
      const withPolicy = withPageCsp(html, directives);
      if (withPolicy !== html) await replaceFile(file, withPolicy);
    });
    const manifest: SecurityManifest = {
      directives: Object.fromEntries(
        Object.entries(directives).map(([name, sources]) => [name, [...sources]]),
      ),
    };
    await writeFile(path.join(outDir, SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  },
};
