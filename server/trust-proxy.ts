/**
 * TRUST_PROXY (issue 12 item 6) as fastify's `trustProxy` option, which decides whether
 * `request.ip` (and so the newsletter's per-IP rate limit) comes from X-Forwarded-For:
 * unset, empty, `0` or `false`: never (the peer's address; right when nothing is in front);
 * `1`, `true` or a number n: the address n hops back in X-Forwarded-For (1 = the one nginx added,
 * which a client cannot forge, unlike the leftmost entry); else a comma-separated list of proxy
 * addresses or CIDRs (`127.0.0.1,10.0.0.0/8`) whose X-Forwarded-For is believed.
 * @throws Error naming TRUST_PROXY for a negative or fractional hop count.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxyOption(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'off') return false;
  // A hop count, as fastify does it for a number (which its types do not take): believe the n nearest hops.
  const hops = (count: number) => (_address: string, hop: number) => hop < count;
  if (text === 'true' || text === 'on') return hops(1);
  if (/^-?\d+(?:\.\d+)?$/.test(text)) {
    const count = Number(text);
    if (!Number.isInteger(count) || count < 0)
      throw new Error(
        `TRUST_PROXY is invalid: ${JSON.stringify(value)} is not a whole number of proxy hops`,
      );
    return count === 0 ? false : hops(count);
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
