/**
 * The site's public URL of a path on it: `https://<site.host><path>`, e.g.
 * `siteUrl({ host: 'www.kulturhuset.no' }, '/abonner/babykino.ics')` is
 * `https://www.kulturhuset.no/abonner/babykino.ics`; without a path, the origin
 * (`https://www.kulturhuset.no`, no slash). The one place that writes the site's address: the
 * layout's metadata base, robots.txt, the sitemap, structured data, share images, the feeds, the
 * redirect pages and build-info.json (docs/architecture.md, Deterministic output: the same content
 * writes the same bytes). `site.host` is the content's (content/site.json `host`, checked by
 * lib/schemas/site.ts). Free of imports: the browser may use it.
 * @throws Error naming the path when it is neither empty nor starts with `/` (it would run into the
 * host), or naming the host when it is empty.
 */
export function siteUrl(site: { readonly host: string }, path = ''): string {
  if (site.host === '') throw new Error(`site URL of '${path}': site.host is empty`);
  if (path !== '' && !path.startsWith('/'))
    throw new Error(`site URL of '${path}' on ${site.host}: the path does not start with '/'`);
  return `https://${site.host}${path}`;
}
