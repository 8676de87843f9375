import { createClient, type ContentfulClientApi } from 'contentful';
import type { ContentfulConfig } from '@/lib/config';
import { ContentSourceError } from '../content-source';
import { fieldPath } from '../validation';
import { contentTypeCollectionSchema, entryCollectionSchema, type EntryWire } from './wire';

/** The CDA's largest page (`limit`); more entries are fetched with `skip`. */
export const PAGE_SIZE = 1000;

/** Per request timeout in ms (default 10 000); retries of a 429, 5xx or connection error (default 2). */
export interface FetchOptions {
  timeoutMs?: number;
  retries?: number;
}

const fail = (detail: string): ContentSourceError => new ContentSourceError('contentful', detail);

/** Plain HTTP only for a loopback test server; every real CDA host is HTTPS. */
const isLoopback = (host: string): boolean =>
  /^(?:127\.\d+\.\d+\.\d+|localhost)(?::\d+)?$/.test(host);

/** A client of the Content Delivery API for `config`. */
export function cdaClient(
  config: ContentfulConfig,
  options: FetchOptions = {},
): ContentfulClientApi<undefined> {
  return createClient({
    space: config.space,
    accessToken: config.accessToken,
    environment: config.environment,
    ...(config.host ? { host: config.host, insecure: isLoopback(config.host) } : {}),
    timeout: options.timeoutMs ?? 10_000,
    retryOnError: true,
    retryLimit: options.retries ?? 2,
    logHandler: (level, data) => {
      if (level !== 'info')
        console.warn(
          `contentful: ${typeof data === 'string' ? data : data instanceof Error ? data.message : JSON.stringify(data)}`,
        );
    },
  });
}

// The SDK's HTTP errors carry the CDA error id as `name` and a JSON `message` with `status`;
// axios errors carry a `code` (`ECONNABORTED` = timeout).
function describeFailure(error: unknown, config: ContentfulConfig, timeoutMs: number): string {
  if (!(error instanceof Error)) return `unexpected failure: ${String(error)}`;
  const code = 'code' in error ? String(error.code) : undefined;
  const host = config.host ?? 'cdn.contentful.com';
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT')
    return `no answer from ${host} within ${timeoutMs} ms`;
  if (code) return `cannot reach ${host}: ${code} ${error.message}`;
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (typeof parsed === 'object' && parsed !== null && 'status' in parsed) {
      const message =
        'message' in parsed && typeof parsed.message === 'string' && parsed.message
          ? `: ${parsed.message}`
          : '';
      const hint =
        parsed.status === 401 || parsed.status === 404
          ? ` (check CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN and CONTENTFUL_ENVIRONMENT '${config.environment}')`
          : '';
      return `HTTP ${String(parsed.status)} ${error.name}${message}${hint}`;
    }
  } catch {
    // Not one of the SDK's HTTP errors: the SDK failed on the body while resolving links.
  }
  return `the answer is not a CDA entry collection (${error.name}: ${error.message})`;
}

async function page(
  client: ContentfulClientApi<undefined>,
  config: ContentfulConfig,
  contentType: string,
  skip: number,
  describeError: (error: unknown) => string,
) {
  let body: unknown;
  try {
    body = await client.getEntries({
      content_type: contentType,
      locale: config.locale,
      include: 2,
      limit: PAGE_SIZE,
      skip,
      order: ['sys.createdAt', 'sys.id'],
    });
  } catch (error) {
    throw fail(describeError(error));
  }
  const parsed = entryCollectionSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw fail(
    `the answer for ${contentType} at skip=${skip} is not a CDA entry collection: field \`${fieldPath(issue?.path ?? [])}\` ${issue?.message ?? 'is invalid'}`,
  );
}

/** One client (and one connection pool) for every content type. */
export interface EntryFetcher {
  contentTypeIds(): Promise<Set<string>>;
  entries(contentType: string): Promise<EntryWire[]>;
}

/** @throws ContentSourceError when any request fails or an answer is not a collection; never a partial list. */
export function entryFetcher(config: ContentfulConfig, options: FetchOptions = {}): EntryFetcher {
  const client = cdaClient(config, options);
  const describeError = (error: unknown) =>
    describeFailure(error, config, options.timeoutMs ?? 10_000);
  return {
    async contentTypeIds() {
      let body: unknown;
      try {
        // The CDA takes `limit` (≤ 1000) here too; the SDK's type names only `query` but passes every key on.
        body = await client.getContentTypes({ limit: PAGE_SIZE } as { query?: string });
      } catch (error) {
        throw fail(describeError(error));
      }
      const parsed = contentTypeCollectionSchema.safeParse(body);
      if (!parsed.success)
        throw fail(
          `the answer is not a CDA content type collection: field \`${fieldPath(parsed.error.issues[0]?.path ?? [])}\` ${parsed.error.issues[0]?.message ?? 'is invalid'}`,
        );
      return new Set(parsed.data.items.map((item) => item.sys.id));
    },
    async entries(contentType) {
      const first = await page(client, config, contentType, 0, describeError);
      // Step by what the first page held, in case the server caps `limit` below the 1000 asked for.
      const step = first.items.length > 0 ? first.items.length : PAGE_SIZE;
      const skips: number[] = [];
      for (let skip = step; skip < first.total; skip += step) skips.push(skip);
      const rest = await Promise.all(
        skips.map((skip) => page(client, config, contentType, skip, describeError)),
      );
      const items = [first, ...rest].flatMap((answer) => answer.items);
      if (items.length < first.total)
        throw fail(
          `the space reported ${first.total} ${contentType} entries but answered ${items.length}`,
        );
      return items;
    },
  };
}

/** Every entry of content type `article`. @throws ContentSourceError as `entryFetcher`. */
export function fetchArticleEntries(
  config: ContentfulConfig,
  options: FetchOptions = {},
): Promise<EntryWire[]> {
  return entryFetcher(config, options).entries('article');
}
