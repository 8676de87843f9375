import path from 'node:path';
import { parseConfig, previewSourceOf, type ContentSourceConfig } from '@/lib/config';
import { contentSource, localContentSource } from '../index';
import { articleEntry, entries, startCdaServer, type CdaServer } from '@/testing/cda-server';

const ROOT = path.resolve(__dirname, '../../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
/** The configuration of a process whose environment holds only `values`. */
const configOf = (values: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...values });
const contentfulConfig = (values: Record<string, string>) => {
  const { source } = configOf(values).build;
  return (source as Extract<ContentSourceConfig, { kind: 'contentful' }>).contentful;
};
const CONTENTFUL = {
  CONTENT_SOURCE: 'contentful',
  CONTENTFUL_SPACE_ID: 'kulturhuset',
  CONTENTFUL_ACCESS_TOKEN: 'token-123',
};

describe('Contentful configuration', () => {
  it('names a missing access token in one line', () => {
    expect(() =>
      configOf({ CONTENT_SOURCE: 'contentful', CONTENTFUL_SPACE_ID: 'kulturhuset' }),
    ).toThrow(
      new Error(
        'Invalid configuration:\n  CONTENTFUL_ACCESS_TOKEN: is required when CONTENT_SOURCE=contentful',
      ),
    );
  });

  it('names a host given with a protocol', () => {
    expect(() =>
      configOf({ ...CONTENTFUL, CONTENTFUL_HOST: 'https://cdn.contentful.com' }),
    ).toThrow(/^Invalid configuration:\n {2}CONTENTFUL_HOST: must be host\[:port\]/);
  });

  it('defaults the environment to master and the locale to nb', () => {
    expect(contentfulConfig(CONTENTFUL)).toEqual({
      space: 'kulturhuset',
      accessToken: 'token-123',
      environment: 'master',
      host: undefined,
      locale: 'nb',
    });
  });

  it('takes a regional locale code and names a malformed one', () => {
    expect(contentfulConfig({ ...CONTENTFUL, CONTENTFUL_LOCALE: 'nb-NO' }).locale).toBe('nb-NO');
    expect(() => configOf({ ...CONTENTFUL, CONTENTFUL_LOCALE: 'norsk bokmål' })).toThrow(
      /^Invalid configuration:\n {2}CONTENTFUL_LOCALE: must be a Contentful locale code/,
    );
  });
});

describe('contentSource() with CONTENT_SOURCE=contentful', () => {
  let server: CdaServer;
  beforeEach(async () => {
    server = await startCdaServer();
  });
  afterEach(() => server.close());

  it('yields the local productions and the Contentful articles', async () => {
    server.answer(entries([articleEntry('c1'), articleEntry('c2')]));
    const source = contentSource(
      configOf({ ...CONTENTFUL, CONTENTFUL_HOST: server.host }).build,
      ROOT,
    );
    const [{ content, problems }, local] = await Promise.all([
      source.load({ now: NOW }),
      localContentSource(ROOT).load({ now: NOW }),
    ]);
    expect(source.name).toBe('contentful');
    expect(problems).toEqual([]);
    expect(content.articles.map((article) => article.id)).toEqual(['c1', 'c2']);
    expect(content.productions.map((production) => production.id)).toEqual(
      local.content.productions.map((production) => production.id),
    );
    expect(content.productions.length).toBeGreaterThan(0);
  });

  it('fails fast, before any request, when the access token is missing', () => {
    const { CONTENTFUL_ACCESS_TOKEN: _token, ...withoutToken } = CONTENTFUL;
    expect(() =>
      contentSource(configOf({ ...withoutToken, CONTENTFUL_HOST: server.host }).build, ROOT),
    ).toThrow('CONTENTFUL_ACCESS_TOKEN: is required when CONTENT_SOURCE=contentful');
    expect(server.requests).toEqual([]);
  });
});

describe('the preview source (CONTENTFUL_PREVIEW_TOKEN)', () => {
  const serverOf = (values: Record<string, string>) => configOf(values).server;

  it('is the site’s Contentful space read through the Preview API host with the preview token, built into its own folder', () => {
    const { preview } = serverOf({
      ...CONTENTFUL,
      SITE_DIR: 'out-redaksjon',
      CONTENTFUL_PREVIEW_TOKEN: 'preview-456',
    });
    expect(preview?.build.source).toEqual({
      kind: 'contentful',
      contentful: {
        space: 'kulturhuset',
        accessToken: 'preview-456',
        environment: 'master',
        host: 'preview.contentful.com',
        locale: 'nb',
      },
    });
    expect(preview?.siteDir).toBe(path.resolve('out-redaksjon.preview'));
    expect(preview?.maxAgeMs).toBe(10_000);
    // The live build keeps the delivery token and host.
    expect(contentfulConfig(CONTENTFUL)).toMatchObject({
      accessToken: 'token-123',
      host: undefined,
    });
  });

  it('takes a local protocol test server as the preview host and the age limit in seconds', () => {
    const { preview } = serverOf({
      ...CONTENTFUL,
      CONTENTFUL_PREVIEW_TOKEN: 'preview-456',
      CONTENTFUL_PREVIEW_HOST: '127.0.0.1:4567',
      PREVIEW_MAX_AGE: '0',
    });
    expect(preview?.build.source).toMatchObject({ contentful: { host: '127.0.0.1:4567' } });
    expect(preview?.maxAgeMs).toBe(0);
  });

  it('is off without a preview token, and a token without the Contentful source is named', () => {
    expect(serverOf(CONTENTFUL).preview).toBeNull();
    expect(previewSourceOf({ kind: 'local' }, 'preview-456', 'preview.contentful.com')).toBeNull();
    expect(() => configOf({ CONTENTFUL_PREVIEW_TOKEN: 'preview-456' })).toThrow(
      new Error(
        'Invalid configuration:\n  CONTENTFUL_PREVIEW_TOKEN: needs CONTENT_SOURCE=contentful',
      ),
    );
  });
});
