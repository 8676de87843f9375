import { createClient, type ContentfulClientApi } from 'contentful';
import type { ContentfulConfig } from '@/lib/env';
import { ContentSourceError } from '../content-source';
import { fieldPath } from '../validation';
import { entryCollectionSchema, type EntryWire } from './wire';

/** The CDA's largest page (`limit`); more entries are fetched with `skip`. */
export const PAGE_SIZE = 1000;

/** Transport settings of the adapter; defaults suit a build, tests shorten them. */
export interface FetchOptions {
  /** Per request, in ms (default 10 000). */
  timeoutMs?: number;
  /** Retries of a 429, a 5xx or a connection error, with the SDK's back-off of about 1.9 s, 2.5 s, … (default 2). */
  retries?: number;
}

const fail = (detail: string): ContentSourceError => new ContentSourceError('contentful', detail);

/** Plain HTTP only for a loopback test server; every real CDA host is HTTPS. */
const isLoopback = (host: string): boolean => /^(?:127\.\d+\.\d+\.\d+|localhost)(?::\d+)?$/.test(host);

/** A client of the Content Delivery API for `config` (space, token, environment, optional host). */
export function cdaClient(config: ContentfulConfig, options: FetchOptions = {}): ContentfulClientApi<undefined> {
  return createClient({
    space: config.space,
    accessToken: config.accessToken,
    environment: config.environment,
    ...(config.host ? { host: config.host, insecure: isLoopback(config.host) } : {}),
    timeout: options.timeoutMs ?? 10_000,
    retryOnError: true,
    retryLimit: options.retries ?? 2,
    logHandler: (level, data) => {
      if (level !== 'info') console.warn(`contentful: ${typeof data === 'string' ? data : data instanceof Error ? data.message : JSON.stringify(data)}`);
    },
  });
}

/**
 * One line from what the SDK throws: its HTTP errors carry the CDA error id as `name`
 * (`AccessTokenInvalid`, `NotFound`, or `500 Internal Server Error`) and a JSON `message` with
 * `status` and the CDA's own `message`; axios errors carry a `code` (`ECONNABORTED` = timeout).
 */
function describeFailure(error: unknown, config: ContentfulConfig, timeoutMs: number): string {
  if (!(error instanceof Error)) return `unexpected failure: ${String(error)}`;
  const code = 'code' in error ? String(error.code) : undefined;
  const host = config.host ?? 'cdn.contentful.com';
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return `no answer from ${host} within ${timeoutMs} ms`;
  if (code) return `cannot reach ${host}: ${code} ${error.message}`;
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (typeof parsed === 'object' && parsed !== null && 'status' in parsed) {
      const message = 'message' in parsed && typeof parsed.message === 'string' && parsed.message ? `: ${parsed.message}` : '';
      const hint = parsed.status === 401 || parsed.status === 404 ? ` (check CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN and CONTENTFUL_ENVIRONMENT '${config.environment}')` : '';
      return `HTTP ${String(parsed.status)} ${error.name}${message}${hint}`;
    }
  } catch {
    // Not one of the SDK's HTTP errors: fall through to the plain message.
  }
  // Neither a transport nor an HTTP error: the SDK failed on the body (e.g. not JSON) while resolving links.
  return `the answer is not a CDA entry collection (${error.name}: ${error.message})`;
}

/** Fetches and validates one page of `article` entries (`skip` in entries). */
async function page(client: ContentfulClientApi<undefined>, skip: number, describeError: (error: unknown) => string) {
  let body: unknown;
  try {
    body = await client.getEntries({ content_type: 'article', locale: 'nb', include: 2, limit: PAGE_SIZE, skip, order: ['sys.createdAt', 'sys.id'] });
  } catch (error) {
    throw fail(describeError(error));
  }
  const parsed = entryCollectionSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw fail(`the answer at skip=${skip} is not a CDA entry collection: field \`${fieldPath(issue?.path ?? [])}\` ${issue?.message ?? 'is invalid'}`);
}

/**
 * Every entry of content type `article` in locale `nb`, with links resolved two levels deep
 * (`include: 2`), fetched `limit: 1000` at a time with `skip` until `total` is reached.
 * Source: CDA "Entries" and "Collection resources and pagination",
 * https://www.contentful.com/developers/docs/references/content-delivery-api/
 * @throws ContentSourceError in one line when any request fails (network, timeout, non-2xx such
 *   as 401 `AccessTokenInvalid` or 404 for a wrong space) or an answer is not an entry collection.
 *   Never returns a partial or empty list for a failure.
 */
export async function fetchArticleEntries(config: ContentfulConfig, options: FetchOptions = {}): Promise<EntryWire[]> {
  const client = cdaClient(config, options);
  const describeError = (error: unknown) => describeFailure(error, config, options.timeoutMs ?? 10_000);
  const first = await page(client, 0, describeError);
  // Step by what the first page held, in case the server caps `limit` below the 1000 asked for.
  const step = first.items.length > 0 ? first.items.length : PAGE_SIZE;
  const skips: number[] = [];
  for (let skip = step; skip < first.total; skip += step) skips.push(skip);
  const rest = await Promise.all(skips.map((skip) => page(client, skip, describeError)));
  const items = [first, ...rest].flatMap((answer) => answer.items);
  if (items.length < first.total) throw fail(`the space reported ${first.total} articles but answered ${items.length}`);
  return items;
}
