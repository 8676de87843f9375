/**
 * The cache rules, first match wins; shared by the site server ({@link cacheControlFor}) and the
 * nginx config (pipeline/nginx/config.ts), so both send the same Cache-Control.
 */
export const CACHE_RULES = {
  /** The service worker is never used without asking, so a deploy's new worker is found on the next visit. */
  noCache: { paths: ['/sw.js'], value: 'no-cache' },
  /** Hashed Next assets never change: immutable, one year. */
  immutable: { pathPrefix: '/_next/static/', value: 'public, max-age=31536000, immutable' },
  /**
   * HTML and other generated documents (data, sitemap, calendars and their subscribable feeds, the
   * Atom feed) are revalidated on every visit so editors' rebuilds show at once.
   */
  revalidate: {
    extensions: ['html', 'txt', 'json', 'xml', 'ics', 'atom'],
    value: 'public, max-age=0, must-revalidate',
  },
  /** Every other file (images, fonts): a day. */
  other: { value: 'public, max-age=86400' },
} as const;

/** Cache-Control for a served file (path of the file or of its pre-compressed variant), by {@link CACHE_RULES}. */
export function cacheControlFor(servedPath: string): string {
  // A pre-compressed variant (`page.html.br`) is cached like the file it stands for.
  const filePath = servedPath.replace(/\.(?:br|gz)$/, '');
  if (filePath.includes(CACHE_RULES.immutable.pathPrefix)) return CACHE_RULES.immutable.value;
  if (CACHE_RULES.noCache.paths.some((file) => filePath.endsWith(file)))
    return CACHE_RULES.noCache.value;
  const extension = /\.([a-z0-9]+)$/i.exec(filePath)?.[1]?.toLowerCase();
  if (extension && (CACHE_RULES.revalidate.extensions as readonly string[]).includes(extension))
    return CACHE_RULES.revalidate.value;
  return CACHE_RULES.other.value;
}
