import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (no zone), an embedded IPv4 tail counted as two. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [group];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const [head = '', tail] = address.split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}

/**
 * The key a rate limit counts a client by (issue 26 item 8): an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address as its /64 (`2001:db8:0:1::/64`), the
 * smallest network a provider gives one subscriber, so rotating through it gains nothing.
 * `ip` is fastify's `request.ip` (from X-Forwarded-For only with TRUST_PROXY).
 */
export function clientKey(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return ip;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
  return `${prefix}::/64`;
}
