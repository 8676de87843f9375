/** The names of the cookies in a `document.cookie` string. */
export function cookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * The `Domain` values a tracker may have used on this host: the host and each parent domain below
 * the top-level domain (`www.kulturhuset.no` → `www.kulturhuset.no`, `kulturhuset.no`). GA4's
 * `cookie_domain: 'auto'` and the Meta pixel write to the highest of these. IP addresses and
 * single-label hosts (localhost) only have host-only cookies, so none.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Expires every cookie whose name matches, host-only and on each domain of {@link cookieDomains}
 * (a cookie is only removed by the same name, path and domain it was set with).
 * @returns the names that were expired.
 */
export function deleteCookies(doc: Document, matches: (name: string) => boolean): string[] {
  const names = cookieNames(doc.cookie).filter(matches);
  const domains = [
    '',
    ...cookieDomains(doc.location.hostname).map((domain) => `; Domain=${domain}`),
  ];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
  return names;
}
