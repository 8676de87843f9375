import { normalizeIP } from '@fastify/rate-limit';

/** The network a provider gives one subscriber: every IPv6 address in it is one client. */
const IPV6_PREFIX = 64;

/**
 * The key a rate limit counts a client by (issue 26 item 8): an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address as its /64 (`2001:db8:0:1::/64`), so
 * rotating through the /64 gains nothing. @fastify/rate-limit's own reading (its `normalizeIP`,
 * which its default key uses too), so the newsletter's limit and the editors' gate count alike.
 * `ip` is fastify's `request.ip` (from X-Forwarded-For only with TRUST_PROXY).
 */
export function clientKey(ip: string): string {
  const key = normalizeIP(ip, IPV6_PREFIX);
  return key.includes(':') ? `${key}/${IPV6_PREFIX}` : key;
}
