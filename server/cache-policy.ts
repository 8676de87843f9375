/**
 * Cache-Control for a served file: hashed Next assets never change (immutable, one year);
 * HTML and other generated documents (data, sitemap, calendars) are revalidated on every visit so
 * editors' rebuilds show at once; the service worker is never used without asking (`no-cache`),
 * so a deploy's new worker is found on the next visit; other files a day.
 */
export function cacheControlFor(servedPath: string): string {
  // A pre-compressed variant (`page.html.br`) is cached like the file it stands for.
  const filePath = servedPath.replace(/\.(?:br|gz)$/, '');
  if (filePath.includes('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (/\/sw\.js$/.test(filePath)) return 'no-cache';
  if (/\.(?:html|txt|json|xml|ics)$/.test(filePath)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}
