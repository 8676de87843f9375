import http from 'node:http';

// Test double of the Contentful Delivery API, so tests exercise the real SDK.

/** What the server answers: a status and a JSON value or raw text, or `'hang'` (never answers). */
export type CdaAnswer = { status: number; body: unknown; raw?: boolean } | 'hang';

export interface CdaServer {
  /** `127.0.0.1:<port>`, for `CONTENTFUL_HOST`. */
  host: string;
  requests: URL[];
  answer(handler: (url: URL) => CdaAnswer): void;
  /** Answers requests with the preview token (drafts included); until set, as `answer` does. */
  answerPreview(handler: (url: URL) => CdaAnswer): void;
  close(): Promise<void>;
}

/** The access token of a request: `Authorization: Bearer <token>` (the SDK's) or `?access_token=`. */
const tokenOf = (request: http.IncomingMessage, url: URL): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ??
  url.searchParams.get('access_token') ??
  undefined;

/** Starts the server on a free port; with `previewToken` it also plays the Preview API. */
export async function startCdaServer({
  previewToken,
}: { previewToken?: string } = {}): Promise<CdaServer> {
  const requests: URL[] = [];
  let previewHandler: ((url: URL) => CdaAnswer) | undefined;
  let handler: (url: URL) => CdaAnswer = () => ({
    status: 404,
    body: { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' },
  });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const preview = previewToken !== undefined && tokenOf(request, url) === previewToken;
    const answer = (preview && previewHandler ? previewHandler : handler)(url);
    if (answer === 'hang') return;
    response.writeHead(answer.status, {
      'content-type': 'application/vnd.contentful.delivery.v1+json',
    });
    response.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body));
  });
  // Idle connections stay open for a minute, as the real services' load balancers keep them: with
  // Node's 5 s a client on a busy machine reuses a connection the server is closing (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('the CDA test server has no TCP address');
  const { port } = address;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      handler = next;
    },
    answerPreview: (next) => {
      previewHandler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SYS_DATES = { createdAt: '2026-10-01T08:00:00.000Z', updatedAt: '2026-11-02T09:30:00.000Z' };

/** A published `article` entry; `fields` override or (with undefined) remove the defaults. */
export function articleEntry(id: string, fields: Record<string, unknown> = {}) {
  const all: Record<string, unknown> = {
    title: `Artikkel ${id}`,
    slug: `artikkel-${id}`,
    content: `<p>Innhold ${id}</p>`,
    image: { sys: { type: 'Link', linkType: 'Asset', id: 'hero' } },
    author: 'Kari Redaktør',
    category: 'news',
    order: 1,
    ...fields,
  };
  return {
    sys: {
      type: 'Entry',
      id,
      ...SYS_DATES,
      locale: 'nb',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'article' } },
    },
    fields: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
  };
}

/** An image Asset as it appears in `includes.Asset`. */
export function imageAsset(id: string, size = { width: 1600, height: 900 }) {
  return {
    sys: { type: 'Asset', id, ...SYS_DATES, locale: 'nb' },
    fields: {
      title: `Bilde ${id}`,
      description: `Beskrivelse av ${id}`,
      file: {
        url: `//images.ctfassets.net/space/${id}/abc/${id}.jpg`,
        fileName: `${id}.jpg`,
        contentType: 'image/jpeg',
        details: { size: 12345, image: size },
      },
    },
  };
}

const NOT_FOUND: CdaAnswer = {
  status: 404,
  body: { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' },
};

const contentTypeOf = (item: unknown): string | undefined => {
  const sys =
    typeof item === 'object' && item !== null && 'sys' in item
      ? (item.sys as { contentType?: { sys?: { id?: unknown } } })
      : undefined;
  const id = sys?.contentType?.sys?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Answers like a space holding `items`, paged, with assets and non-article entries in `includes`. */
export const entries =
  (items: unknown[], assets: unknown[] = [imageAsset('hero')]) =>
  (url: URL): CdaAnswer => {
    if (/^\/spaces\/[^/]+\/environments\/[^/]+\/content_types$/.test(url.pathname)) {
      const ids = [
        ...new Set([
          'article',
          ...items.map(contentTypeOf).filter((id): id is string => id !== undefined),
        ]),
      ];
      return {
        status: 200,
        body: {
          sys: { type: 'Array' },
          total: ids.length,
          skip: 0,
          limit: 1000,
          items: ids.map((id) => ({ sys: { type: 'ContentType', id }, name: id, fields: [] })),
        },
      };
    }
    if (!/^\/spaces\/[^/]+\/environments\/[^/]+\/entries$/.test(url.pathname)) return NOT_FOUND;
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 1000);
    const contentType = url.searchParams.get('content_type');
    // Entries without a content type in the fixture count as articles (hostile fixtures drop `sys` fields).
    const matching = contentType
      ? items.filter((item) => (contentTypeOf(item) ?? 'article') === contentType)
      : items;
    return {
      status: 200,
      body: {
        sys: { type: 'Array' },
        total: matching.length,
        skip,
        limit,
        items: matching.slice(skip, skip + limit),
        includes: {
          Asset: assets,
          Entry: items.filter((item) => (contentTypeOf(item) ?? 'article') !== 'article'),
        },
      },
    };
  };

/** A published entry of `contentType` with `fields` as given. */
export function structureEntry(
  contentType: 'pageDefinition' | 'menuItem' | 'footerSection' | 'siteSettings' | 'productionText',
  id: string,
  fields: Record<string, unknown>,
  locale = 'nb',
) {
  return {
    sys: {
      type: 'Entry',
      id,
      ...SYS_DATES,
      locale,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields,
  };
}

/** An entry or asset stored with every locale (`fields.<name>.<locale>`), as the CDA's `locale=*` shows it. */
type Localized = { sys: Record<string, unknown>; fields: Record<string, Record<string, unknown>> };

const inLocale = (item: Localized, locale: string) => ({
  sys: { ...item.sys, locale },
  fields: Object.fromEntries(
    Object.entries(item.fields).flatMap(([name, values]) =>
      locale in values ? [[name, values[locale]]] : [],
    ),
  ),
});

/** As `entries`, in the requested locale only; an unknown locale is a 400 `BadRequest`, as the CDA answers. */
export const localizedEntries =
  (locales: readonly string[], items: Localized[], assets: Localized[]) =>
  (url: URL): CdaAnswer => {
    const locale = url.searchParams.get('locale');
    if (url.pathname.endsWith('/entries') && (locale === null || !locales.includes(locale))) {
      return {
        status: 400,
        body: {
          sys: { type: 'Error', id: 'BadRequest' },
          message: `Unknown locale: ${locale ?? '(none)'}`,
        },
      };
    }
    return entries(
      items.map((item) => inLocale(item, locale ?? locales[0] ?? '')),
      assets.map((asset) => inLocale(asset, locale ?? locales[0] ?? '')),
    )(url);
  };

/** Puts every field of a test entry or asset under `locale` (and `other` values under `otherLocale`). */
export function localize(
  item: { sys: Record<string, unknown>; fields: Record<string, unknown> },
  locale: string,
  other: Record<string, unknown> = {},
  otherLocale = 'en-US',
): Localized {
  return {
    sys: item.sys,
    fields: Object.fromEntries(
      Object.entries(item.fields).map(([name, value]) => [
        name,
        { [locale]: value, ...(name in other ? { [otherLocale]: other[name] } : {}) },
      ]),
    ),
  };
}
