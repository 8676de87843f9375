import { ContentSourceError } from '../content-source';
import { dataService } from './data-service';
import { eventWire, siteWire } from '@/testing/platform-fixtures';
import { startPlatformServer, type PlatformServer } from '@/testing/platform-server';

let server: PlatformServer;
beforeEach(async () => {
  server = await startPlatformServer();
});
afterEach(() => server.close());

const service = (timeoutMs = 30_000) => dataService(server.config, { timeoutMs });

describe('platform data service', () => {
  it('lists the sites with GET sites', async () => {
    server.route('GET', '/data/sites', {
      status: 200,
      body: [siteWire('kulturhuset'), siteWire('annet')],
    });
    await expect(service().sites()).resolves.toEqual([siteWire('kulturhuset'), siteWire('annet')]);
  });

  it('lists the events of a site with GET sites/{siteId}/events', async () => {
    server.route('GET', '/data/sites/kulturhuset/events', { status: 200, body: [eventWire('e1')] });
    await expect(service().events('kulturhuset')).resolves.toEqual([eventWire('e1')]);
  });

  it('sends the basic authentication header of PLATFORM_USER and PLATFORM_PASSWORD', async () => {
    server.route('GET', '/data/sites', { status: 200, body: [] });
    await service().sites();
    expect(server.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('kulturhuset:hemmelig').toString('base64')}`,
    );
  });

  it('throws a ContentSourceError naming the call and the status on a 5xx', async () => {
    server.route('GET', '/data/sites', { status: 503, body: { message: 'down' } });
    const failure = service().sites();
    await expect(failure).rejects.toBeInstanceOf(ContentSourceError);
    await expect(failure).rejects.toThrow(
      "content source 'platform' failed: data service GET sites: HTTP 503 Service Unavailable",
    );
  });

  it('throws a ContentSourceError when the service does not answer within the timeout', async () => {
    server.route('GET', '/data/sites/kulturhuset/events', 'hang');
    await expect(service(150).events('kulturhuset')).rejects.toThrow(
      new ContentSourceError(
        'platform',
        'data service GET sites/kulturhuset/events: no answer within 150 ms',
      ),
    );
  });

  it('tries a dropped connection again: one reset does not fail the build', async () => {
    let calls = 0;
    server.route('GET', '/data/sites', () =>
      (calls += 1) === 1 ? 'reset' : { status: 200, body: [siteWire('kulturhuset')] },
    );
    await expect(service().sites()).resolves.toEqual([siteWire('kulturhuset')]);
    expect(server.requestsTo('/data/sites')).toHaveLength(2);
  });

  it('names the dropped connection when every attempt fails, after three', async () => {
    server.route('GET', '/data/sites', 'reset');
    await expect(service().sites()).rejects.toThrow(
      /data service GET sites: cannot reach the service: ECONNRESET/,
    );
    expect(server.requestsTo('/data/sites')).toHaveLength(3);
  });

  it('accepts a slow answer that arrives within the timeout', async () => {
    server.route('GET', '/data/sites', {
      status: 200,
      body: [siteWire('kulturhuset')],
      delayMs: 200,
    });
    await expect(service().sites()).resolves.toHaveLength(1);
  });

  it('throws a ContentSourceError when the answer is not JSON', async () => {
    server.route('GET', '/data/sites', {
      status: 200,
      body: '<html>Maintenance</html>',
      raw: true,
    });
    await expect(service().sites()).rejects.toThrow(
      'data service GET sites: the answer is not JSON',
    );
  });

  it('throws a ContentSourceError naming the field when the answer has the wrong shape', async () => {
    server.route('GET', '/data/sites', {
      status: 200,
      body: [{ Id: 'kulturhuset', Title: 'Kulturhuset' }],
    });
    await expect(service().sites()).rejects.toThrow(
      /data service GET sites: unexpected answer: field `\[0\]\.Host`/,
    );
  });

  it('throws rather than returning an empty list when the events answer is not a list', async () => {
    server.route('GET', '/data/sites/kulturhuset/events', { status: 200, body: { Events: [] } });
    await expect(service().events('kulturhuset')).rejects.toThrow(
      /data service GET sites\/kulturhuset\/events: unexpected answer/,
    );
  });

  it('throws a ContentSourceError when the service cannot be reached', async () => {
    const { config } = server;
    await server.close();
    await expect(dataService(config, { timeoutMs: 30_000 }).sites()).rejects.toThrow(
      /data service GET sites: cannot reach the service: ECONNREFUSED/,
    );
    server = await startPlatformServer();
  });
});
