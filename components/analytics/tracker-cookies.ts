export function cookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The host and each parent domain below the TLD: GA4's `cookie_domain: 'auto'` and the Meta pixel write to the highest. */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Expires matching cookies host-only and on each of {@link cookieDomains}: a cookie goes only by the domain it was set with. */
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
