import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { verifyRequest, type CanonicalRequest } from '@contentful/node-apps-toolkit';

/** The secrets of the rebuild webhook (DESIGN.md §2); with neither set every call is refused. */
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
const SIGNED_METHODS: readonly string[] = ['GET', 'PATCH', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PUT'] satisfies SignedMethod[];
const isSignedMethod = (method: string): method is SignedMethod => SIGNED_METHODS.includes(method);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison; hashing first makes the lengths equal, so the length leaks nothing either. */
function sharedSecretMatches(secret: string, header: string | string[] | undefined): boolean {
  return typeof header === 'string' && timingSafeEqual(digest(secret), digest(header));
}

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));

/**
 * Contentful request verification (webhooks "Request verification" docs, `verifyRequest` of
 * @contentful/node-apps-toolkit): the HMAC-SHA256 of method, path, the headers named in
 * `x-contentful-signed-headers` and the raw body must equal `x-contentful-signature`, and
 * `x-contentful-timestamp` must be less than `ttlS` seconds old. Malformed headers count as unsigned.
 */
function signatureMatches(secret: string, request: ReceivedRequest, ttlS: number): boolean {
  const { method } = request;
  if (request.headers['x-contentful-signature'] === undefined || !isSignedMethod(method)) return false;
  const canonical: CanonicalRequest = { method, path: request.path, headers: flatHeaders(request.headers), body: request.body?.toString('utf8') ?? '' };
  try {
    return verifyRequest(secret, canonical, ttlS);
  } catch {
    // A stale timestamp (ExpiredRequestException) or malformed signature headers (ValidationError).
    return false;
  }
}

/** True when the request carries the shared secret or a valid, fresh Contentful signature. */
export function isAuthorised(request: ReceivedRequest, secrets: RebuildSecrets, ttlS = SIGNATURE_TTL_S): boolean {
  if (secrets.sharedSecret && sharedSecretMatches(secrets.sharedSecret, request.headers['x-rebuild-secret'])) return true;
  return Boolean(secrets.webhookSecret) && signatureMatches(secrets.webhookSecret ?? '', request, ttlS);
}
