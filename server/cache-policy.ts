/**
 * Cache-Control for a served file: hashed Next assets never change (immutable, one year);
 * HTML is revalidated on every visit so editors' rebuilds show at once; other files a day.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html') || filePath.endsWith('.txt') || filePath.endsWith('.json')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}
