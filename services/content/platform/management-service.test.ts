import { ContentSourceError } from '../content-source';
import { articleWire, tokenAnswer } from '@/testing/platform-fixtures';
import { managementService } from './management-service';
import {
  startPlatformServer,
  type PlatformServer,
  type RecordedRequest,
} from '@/testing/platform-server';

const ARTICLES = '/management/site/kulturhuset/article';
const BLOCK_DATA = '/management/site/kulturhuset/block-data';

let server: PlatformServer;
let clock: number;
let issued: number;
beforeEach(async () => {
  server = await startPlatformServer();
  clock = Date.parse('2026-11-21T08:00:00Z');
  issued = 0;
  // Each token request gets a new token: token-1, token-2, …
  server.route('POST', '/idp/token', () => ({
    status: 200,
    body: tokenAnswer(`token-${++issued}`, 3600),
  }));
  server.route('GET', ARTICLES, { status: 200, body: [articleWire('a1')] });
});
afterEach(() => server.close());

const service = (timeoutMs = 30_000) =>
  managementService(server.config, { timeoutMs, now: () => clock });
const bearer = (request: RecordedRequest | undefined) => request?.headers.authorization;

describe('platform management service', () => {
  it('fetches the articles with GET site/{siteId}/article?stable=1 and a bearer token', async () => {
    await expect(service().articles('kulturhuset')).resolves.toEqual([articleWire('a1')]);
    const [request] = server.requestsTo(ARTICLES);
    expect(request?.query.get('stable')).toBe('1');
    expect(bearer(request)).toBe('Bearer token-1');
  });

  it('fetches the block data with GET site/{siteId}/block-data?stable=1', async () => {
    server.route('GET', BLOCK_DATA, {
      status: 200,
      body: { beta: { title: { text: 'Ny tittel' } } },
    });
    await expect(service().blockData('kulturhuset')).resolves.toEqual({
      beta: { title: { text: 'Ny tittel' } },
    });
    expect(server.requestsTo(BLOCK_DATA)[0]?.query.get('stable')).toBe('1');
  });

  it('asks the identity provider for a token with the client-credentials form', async () => {
    await service().articles('kulturhuset');
    const [request] = server.requestsTo('/idp/token');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'site-builder',
      client_secret: 'klient-hemmelighet',
    });
  });

  it('throws a ContentSourceError when block data is not a map of pages to blocks to props', async () => {
    server.route('GET', BLOCK_DATA, { status: 200, body: { beta: ['not', 'a', 'map'] } });
    await expect(service().blockData('kulturhuset')).rejects.toThrow(
      /management service GET site\/kulturhuset\/block-data: unexpected answer: field `beta`/,
    );
  });

  it('throws a ContentSourceError on a 5xx, a body that is not JSON and a timeout', async () => {
    server.route('GET', ARTICLES, { status: 500 });
    await expect(service().articles('kulturhuset')).rejects.toThrow(
      new ContentSourceError(
        'platform',
        'management service GET site/kulturhuset/article: HTTP 500 Internal Server Error',
      ),
    );
    server.route('GET', ARTICLES, { status: 200, body: 'nope', raw: true });
    await expect(service().articles('kulturhuset')).rejects.toThrow(
      'management service GET site/kulturhuset/article: the answer is not JSON',
    );
    server.route('GET', ARTICLES, 'hang');
    await expect(service(150).articles('kulturhuset')).rejects.toThrow(
      'management service GET site/kulturhuset/article: no answer within 150 ms',
    );
  });
});

describe('management token cache', () => {
  it('fetches one token for five concurrent calls', async () => {
    const management = service();
    await Promise.all(Array.from({ length: 5 }, () => management.articles('kulturhuset')));
    expect(server.requestsTo('/idp/token')).toHaveLength(1);
    expect(server.requestsTo(ARTICLES).map(bearer)).toEqual(Array(5).fill('Bearer token-1'));
  });

  it('fetches one token for ten sequential calls', async () => {
    const management = service();
    for (let call = 0; call < 10; call += 1) await management.articles('kulturhuset');
    expect(server.requestsTo('/idp/token')).toHaveLength(1);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    const management = service();
    await management.articles('kulturhuset');
    clock += 3600_000 - 61_000; // 61 s before expiry: still in use
    await management.articles('kulturhuset');
    expect(server.requestsTo('/idp/token')).toHaveLength(1);
    clock += 2_000; // 59 s before expiry: inside the 60 s margin
    await management.articles('kulturhuset');
    expect(server.requestsTo('/idp/token')).toHaveLength(2);
    expect(server.requestsTo(ARTICLES).map(bearer)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('on a 401 refreshes the token once and retries the call once', async () => {
    server.route('GET', ARTICLES, (request) =>
      bearer(request) === 'Bearer token-1'
        ? { status: 401 }
        : { status: 200, body: [articleWire('a1')] },
    );
    await expect(service().articles('kulturhuset')).resolves.toHaveLength(1);
    expect(server.requestsTo('/idp/token')).toHaveLength(2);
    expect(server.requestsTo(ARTICLES).map(bearer)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('concurrent 401s share one refresh', async () => {
    server.route('GET', ARTICLES, (request) =>
      bearer(request) === 'Bearer token-1' ? { status: 401 } : { status: 200, body: [] },
    );
    const management = service();
    await Promise.all(Array.from({ length: 3 }, () => management.articles('kulturhuset')));
    expect(server.requestsTo('/idp/token')).toHaveLength(2);
  });

  it('throws after a 401 on the retry, without a loop', async () => {
    server.route('GET', ARTICLES, { status: 401 });
    await expect(service().articles('kulturhuset')).rejects.toThrow(
      new ContentSourceError(
        'platform',
        'management service GET site/kulturhuset/article: HTTP 401 Unauthorized',
      ),
    );
    expect(server.requestsTo(ARTICLES)).toHaveLength(2);
    expect(server.requestsTo('/idp/token')).toHaveLength(2);
  });

  it('throws a ContentSourceError naming the identity provider when it fails', async () => {
    server.route('POST', '/idp/token', { status: 401, body: { error: 'invalid_client' } });
    const failure = service().articles('kulturhuset');
    await expect(failure).rejects.toBeInstanceOf(ContentSourceError);
    await expect(failure).rejects.toThrow(
      `identity provider POST ${server.config.idpTokenUrl}: HTTP 401 Unauthorized`,
    );
    expect(server.requestsTo(ARTICLES)).toHaveLength(0);
  });

  it('throws a ContentSourceError naming the identity provider when its answer is not a bearer token', async () => {
    server.route('POST', '/idp/token', {
      status: 200,
      body: { access_token: 'x', expires_in: 3600, token_type: 'mac' },
    });
    await expect(service().blockData('kulturhuset')).rejects.toThrow(
      /identity provider .*field `token_type` must be Bearer/,
    );
  });

  it('tries the identity provider again after a failed token fetch', async () => {
    server.route('POST', '/idp/token', { status: 503 });
    const management = service();
    await expect(management.articles('kulturhuset')).rejects.toThrow(/identity provider/);
    server.route('POST', '/idp/token', { status: 200, body: tokenAnswer('token-ok') });
    await expect(management.articles('kulturhuset')).resolves.toHaveLength(1);
  });
});
