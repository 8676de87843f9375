import path from 'node:path';
import { contentfulConfig, readEnv } from '@/lib/env';
import { contentSource, localContentSource } from '../index';
import { articleEntry, entries, startCdaServer, type CdaServer } from './cda-server';

const ROOT = path.resolve(__dirname, '../../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
/** Next's types make NODE_ENV required in a ProcessEnv. */
const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...values });
const CONTENTFUL = { CONTENT_SOURCE: 'contentful', CONTENTFUL_SPACE_ID: 'kulturhuset', CONTENTFUL_ACCESS_TOKEN: 'token-123' };

describe('Contentful configuration', () => {
  it('names a missing access token in one line', () => {
    expect(() => contentfulConfig(readEnv(env({ CONTENT_SOURCE: 'contentful', CONTENTFUL_SPACE_ID: 'kulturhuset' })))).toThrow(new Error('CONTENTFUL_ACCESS_TOKEN is required when CONTENT_SOURCE=contentful'));
  });

  it('names a host given with a protocol', () => {
    expect(() => readEnv(env({ ...CONTENTFUL, CONTENTFUL_HOST: 'https://cdn.contentful.com' }))).toThrow(/^environment variable CONTENTFUL_HOST is invalid: must be host\[:port\]/);
  });

  it('defaults the environment to master and the locale to nb', () => {
    expect(contentfulConfig(readEnv(env(CONTENTFUL)))).toEqual({ space: 'kulturhuset', accessToken: 'token-123', environment: 'master', host: undefined, locale: 'nb' });
  });

  it('takes a regional locale code and names a malformed one', () => {
    expect(contentfulConfig(readEnv(env({ ...CONTENTFUL, CONTENTFUL_LOCALE: 'nb-NO' }))).locale).toBe('nb-NO');
    expect(() => readEnv(env({ ...CONTENTFUL, CONTENTFUL_LOCALE: 'norsk bokmål' }))).toThrow(/^environment variable CONTENTFUL_LOCALE is invalid: must be a Contentful locale code/);
  });
});

describe('contentSource() with CONTENT_SOURCE=contentful', () => {
  let server: CdaServer;
  const saved = { ...process.env };
  beforeEach(async () => {
    server = await startCdaServer();
    Object.assign(process.env, CONTENTFUL, { CONTENTFUL_HOST: server.host });
  });
  afterEach(async () => {
    process.env = { ...saved };
    await server.close();
  });

  it('yields the local productions and the Contentful articles', async () => {
    server.answer(entries([articleEntry('c1'), articleEntry('c2')]));
    const source = contentSource(ROOT);
    const [{ content, problems }, local] = await Promise.all([source.load({ now: NOW }), localContentSource(ROOT).load({ now: NOW })]);
    expect(source.name).toBe('contentful');
    expect(problems).toEqual([]);
    expect(content.articles.map((article) => article.id)).toEqual(['c1', 'c2']);
    expect(content.productions.map((production) => production.id)).toEqual(local.content.productions.map((production) => production.id));
    expect(content.productions.length).toBeGreaterThan(0);
  });

  it('fails fast, before any request, when the access token is missing', () => {
    delete process.env.CONTENTFUL_ACCESS_TOKEN;
    expect(() => contentSource(ROOT)).toThrow('CONTENTFUL_ACCESS_TOKEN is required when CONTENT_SOURCE=contentful');
    expect(server.requests).toEqual([]);
  });
});
