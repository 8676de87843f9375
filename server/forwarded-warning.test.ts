import type { AddressInfo } from 'node:net';
import { createSiteServer } from './app';
import { warnOnUntrustedForwarding } from './forwarded-warning';
import { trustProxyOption } from './trust-proxy';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';

// See server/rebuild/routes.test.ts: ES-module dependencies of @fastify/static that inject never uses.
jest.mock('content-disposition', () => ({
  create: (name: string) => `attachment; filename="${name}"`,
}));
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${value}`,
}));

afterAll(removeTemporaryFolders);

/** The site server on a real port (files from memory never reach fastify's hooks), with its warnings. */
async function siteServer(trustProxy: string | undefined) {
  const root = await temporaryFolder('forwarded-warning');
  await writeTinySite(root, 'Forside', 'kinoprogram');
  const trust = trustProxyOption(trustProxy);
  const app = await createSiteServer({ root, redirects: [], trustProxy: trust });
  const warnings: string[] = [];
  warnOnUntrustedForwarding(app.server, trust, (line) => warnings.push(line));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${pathname}`, { headers }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  return { app, warnings, get };
}

describe('warnOnUntrustedForwarding (issue 26 item 8)', () => {
  it('warns once, naming TRUST_PROXY, when a proxy forwards to a server that does not trust it', async () => {
    const { app, warnings, get } = await siteServer(undefined);
    expect(await get('/kinoprogram')).toBe(200);
    expect(warnings).toEqual([]);
    expect(await get('/kinoprogram', { 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(await get('/finnes-ikke', { 'x-forwarded-for': '203.0.113.10' })).toBe(404);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Warning: a request from 127\.0\.0\.1 carries X-Forwarded-For, but TRUST_PROXY is not set, .* set TRUST_PROXY=1/,
    );
    await app.close();
  });

  it('says nothing when TRUST_PROXY is set', async () => {
    const { app, warnings, get } = await siteServer('1');
    expect(await get('/kinoprogram', { 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(warnings).toEqual([]);
    await app.close();
  });
});
