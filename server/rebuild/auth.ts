import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { verifyRequest, type CanonicalRequest } from '@contentful/node-apps-toolkit';

/** The secrets of the rebuild webhook (docs/architecture.md, Configuration); with neither set every call is refused. */
export interface RebuildSecrets {
  /** Compared with the `x-rebuild-secret` header. */
  sharedSecret?: string | undefined;
  /** Contentful request-verification secret (64 characters) for `x-contentful-signature`. */
  webhookSecret?: string | undefined;
}

/** A request as received, with its body exactly as sent (the signature covers the raw bytes). */
export interface ReceivedRequest {
  method: string;
  /** Path and query as requested (`/api/rebuild?x=1`). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

/** How old a signed request may be (s): Contentful's toolkit default is 30 s; webhooks may be retried later. */
export const SIGNATURE_TTL_S = 300;

type SignedMethod = CanonicalRequest['method'];
const SIGNED_METHODS: readonly string[] = [
  'GET',
  'PATCH',
  'HEAD',
  'POST',
  'DELETE',
  'OPTIONS',
  'PUT',
] satisfies SignedMethod[];
const isSignedMethod = (method: string): method is SignedMethod => SIGNED_METHODS.includes(method);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison; hashing first makes the lengths equal, so the length leaks nothing either. */
function sharedSecretMatches(secret: string, header: string | string[] | undefined): boolean {
  return typeof header === 'string' && timingSafeEqual(digest(secret), digest(header));
}

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

/** How far ahead of the server's clock a signed timestamp may be (s): clocks drift a little, a signature from the future is forged or replayed later. */
export const SIGNATURE_MAX_FUTURE_S = 60;

/** Signed requests kept at most, whatever the traffic: only holders of the secret add entries, so this bounds a leaked secret's damage to memory. */
const MAX_REMEMBERED_SIGNATURES = 10_000;

/**
 * The signatures accepted within the tolerance window (issue 12 item 4): a Contentful signature is
 * good for one request. Each entry expires when its timestamp leaves the window, after which the
 * age check refuses the signature anyway, so memory is bounded by the requests of one window.
 */
export class SignatureMemory {
  /** Signature → epoch ms at which it may be forgotten. Insertion order is expiry order only roughly, so pruning scans. */
  private readonly accepted = new Map<string, number>();

  constructor(private readonly limit = MAX_REMEMBERED_SIGNATURES) {}

  /** How many signatures are remembered now (tests). */
  get size(): number {
    return this.accepted.size;
  }

  /**
   * Records `signature`, valid until `expiresAt` (epoch ms).
   * @returns false when it was already used and has not expired (a replay), or when the memory is full.
   */
  remember(signature: string, expiresAt: number, now: number): boolean {
    for (const [known, until] of this.accepted) if (until <= now) this.accepted.delete(known);
    if (this.accepted.has(signature) || this.accepted.size >= this.limit) return false;
    this.accepted.set(signature, expiresAt);
    return true;
  }
}

/** The verdict on a rebuild call: `replayed` is a valid signature that was already used once. */
export type Verdict = 'authorised' | 'unauthorised' | 'replayed';

export interface VerifyOptions {
  /** How old a signed request may be (s). Default SIGNATURE_TTL_S. */
  ttlS?: number;
  /** The accepted signatures; without one a signature may be replayed within the window (tests of the signature alone). */
  memory?: SignatureMemory;
  /** The server's clock (epoch ms). Default Date.now(). */
  now?: number;
}

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * Contentful request verification (webhooks "Request verification" docs, `verifyRequest` of
 * @contentful/node-apps-toolkit): the HMAC-SHA256 of method, path, the headers named in
 * `x-contentful-signed-headers` and the raw body must equal `x-contentful-signature`, and
 * `x-contentful-timestamp` (epoch ms) must be less than `ttlS` seconds old and at most
 * SIGNATURE_MAX_FUTURE_S ahead of `now`. Malformed headers count as unsigned.
 * @returns the timestamp (epoch ms) of a valid signature, else null.
 */
function verifiedTimestamp(
  secret: string,
  request: ReceivedRequest,
  ttlS: number,
  now: number,
): number | null {
  const { method } = request;
  if (request.headers['x-contentful-signature'] === undefined || !isSignedMethod(method))
    return null;
  const timestamp = Number(headerValue(request.headers['x-contentful-timestamp']));
  if (
    !Number.isSafeInteger(timestamp) ||
    now - timestamp >= ttlS * 1000 ||
    timestamp - now > SIGNATURE_MAX_FUTURE_S * 1000
  )
    return null;
  const canonical: CanonicalRequest = {
    method,
    path: request.path,
    headers: flatHeaders(request.headers),
    body: request.body?.toString('utf8') ?? '',
  };
  try {
    // The age was checked above against `now`; 0 turns the toolkit's own check (on Date.now()) off.
    return verifyRequest(secret, canonical, 0) ? timestamp : null;
  } catch {
    // Malformed signature headers (ValidationError).
    return null;
  }
}

/**
 * Whether a rebuild call may proceed: the shared secret in `x-rebuild-secret`, or a valid, fresh
 * Contentful signature that `memory` has not seen within the window (a second use is `replayed`).
 */
export function verifyRebuildRequest(
  request: ReceivedRequest,
  secrets: RebuildSecrets,
  { ttlS = SIGNATURE_TTL_S, memory, now = Date.now() }: VerifyOptions = {},
): Verdict {
  if (
    secrets.sharedSecret &&
    sharedSecretMatches(secrets.sharedSecret, request.headers['x-rebuild-secret'])
  )
    return 'authorised';
  if (!secrets.webhookSecret) return 'unauthorised';
  const timestamp = verifiedTimestamp(secrets.webhookSecret, request, ttlS, now);
  if (timestamp === null) return 'unauthorised';
  const signature = headerValue(request.headers['x-contentful-signature']) ?? '';
  return !memory || memory.remember(signature, timestamp + ttlS * 1000, now)
    ? 'authorised'
    : 'replayed';
}

/** True when the request carries the shared secret or a valid, fresh Contentful signature (no replay memory: see verifyRebuildRequest). */
export function isAuthorised(
  request: ReceivedRequest,
  secrets: RebuildSecrets,
  ttlS = SIGNATURE_TTL_S,
): boolean {
  return verifyRebuildRequest(request, secrets, { ttlS }) === 'authorised';
}
