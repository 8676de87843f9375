import { signRequest } from '@contentful/node-apps-toolkit';
import { isAuthorised, type ReceivedRequest } from './auth';

const webhookSecret = 'w'.repeat(64);
const body = JSON.stringify({ sys: { id: 'entry-1', type: 'Entry' } });

function signed(overrides: Partial<ReceivedRequest> = {}, timestamp = Date.now()): ReceivedRequest {
  const headers = { 'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': 'ContentManagement.Entry.publish' };
  const signature = signRequest(webhookSecret, { method: 'POST', path: '/api/rebuild', headers, body }, timestamp);
  return { method: 'POST', path: '/api/rebuild', headers: { ...headers, ...signature, host: 'site.local' }, body: Buffer.from(body), ...overrides };
}

describe('isAuthorised', () => {
  it('accepts a fresh Contentful signature over the raw body', () => {
    expect(isAuthorised(signed(), { webhookSecret })).toBe(true);
  });

  it('refuses a signed request whose body was changed', () => {
    expect(isAuthorised(signed({ body: Buffer.from(body.replace('entry-1', 'entry-2')) }), { webhookSecret })).toBe(false);
  });

  it('refuses a signature older than five minutes', () => {
    expect(isAuthorised(signed({}, Date.now() - 6 * 60_000), { webhookSecret })).toBe(false);
  });

  it('refuses a signed request sent to another path', () => {
    expect(isAuthorised(signed({ path: '/api/rebuild/status' }), { webhookSecret })).toBe(false);
  });

  it('compares the shared secret exactly', () => {
    const request = (secret: string): ReceivedRequest => ({ method: 'POST', path: '/api/rebuild', headers: { 'x-rebuild-secret': secret }, body: undefined });
    expect(isAuthorised(request('s'.repeat(32)), { sharedSecret: 's'.repeat(32) })).toBe(true);
    expect(isAuthorised(request('s'.repeat(31)), { sharedSecret: 's'.repeat(32) })).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isAuthorised(signed(), {})).toBe(false);
    expect(isAuthorised({ method: 'POST', path: '/api/rebuild', headers: { 'x-rebuild-secret': '' }, body: undefined }, { sharedSecret: '' })).toBe(false);
  });
});
