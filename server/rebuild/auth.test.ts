import { signRequest } from '@contentful/node-apps-toolkit';
import { isAuthorised, SignatureMemory, verifyRebuildRequest, type ReceivedRequest } from './auth';

const webhookSecret = 'w'.repeat(64);
const body = JSON.stringify({ sys: { id: 'entry-1', type: 'Entry' } });

function signed(overrides: Partial<ReceivedRequest> = {}, timestamp = Date.now()): ReceivedRequest {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(
    webhookSecret,
    { method: 'POST', path: '/api/rebuild', headers, body },
    timestamp,
  );
  return {
    method: 'POST',
    path: '/api/rebuild',
    headers: { ...headers, ...signature, host: 'site.local' },
    body: Buffer.from(body),
    ...overrides,
  };
}

describe('isAuthorised', () => {
  it('accepts a fresh Contentful signature over the raw body', () => {
    expect(isAuthorised(signed(), { webhookSecret })).toBe(true);
  });

  it('refuses a signed request whose body was changed', () => {
    expect(
      isAuthorised(signed({ body: Buffer.from(body.replace('entry-1', 'entry-2')) }), {
        webhookSecret,
      }),
    ).toBe(false);
  });

  it('refuses a signature older than five minutes', () => {
    expect(isAuthorised(signed({}, Date.now() - 6 * 60_000), { webhookSecret })).toBe(false);
  });

  it('refuses a signed request sent to another path', () => {
    expect(isAuthorised(signed({ path: '/api/rebuild/status' }), { webhookSecret })).toBe(false);
  });

  it('compares the shared secret exactly', () => {
    const request = (secret: string): ReceivedRequest => ({
      method: 'POST',
      path: '/api/rebuild',
      headers: { 'x-rebuild-secret': secret },
      body: undefined,
    });
    expect(isAuthorised(request('s'.repeat(32)), { sharedSecret: 's'.repeat(32) })).toBe(true);
    expect(isAuthorised(request('s'.repeat(31)), { sharedSecret: 's'.repeat(32) })).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isAuthorised(signed(), {})).toBe(false);
    expect(
      isAuthorised(
        {
          method: 'POST',
          path: '/api/rebuild',
          headers: { 'x-rebuild-secret': '' },
          body: undefined,
        },
        { sharedSecret: '' },
      ),
    ).toBe(false);
  });
});

describe('verifyRebuildRequest with a signature memory', () => {
  const start = Date.parse('2027-03-01T10:00:00Z');

  it('accepts a signature once, refuses it as replayed within the window, and forgets it when the window has passed', () => {
    const memory = new SignatureMemory();
    const request = signed({}, start);
    expect(verifyRebuildRequest(request, { webhookSecret }, { memory, now: start + 1_000 })).toBe(
      'authorised',
    );
    expect(verifyRebuildRequest(request, { webhookSecret }, { memory, now: start + 2_000 })).toBe(
      'replayed',
    );
    expect(verifyRebuildRequest(request, { webhookSecret }, { memory, now: start + 299_000 })).toBe(
      'replayed',
    );
    // Past the window the age check refuses it, and the memory holds nothing any more.
    expect(verifyRebuildRequest(request, { webhookSecret }, { memory, now: start + 301_000 })).toBe(
      'unauthorised',
    );
    expect(
      verifyRebuildRequest(
        signed({}, start + 301_000),
        { webhookSecret },
        { memory, now: start + 301_000 },
      ),
    ).toBe('authorised');
    expect(memory.size).toBe(1);
  });

  it('keeps memory bounded: entries expire with the window, and a full memory refuses rather than grows', () => {
    const memory = new SignatureMemory(3);
    for (let index = 0; index < 3; index += 1)
      expect(memory.remember(`s${index}`, start + 1_000, start)).toBe(true);
    expect(memory.remember('s3', start + 1_000, start)).toBe(false);
    expect(memory.remember('s3', start + 5_000, start + 1_000)).toBe(true);
    expect(memory.size).toBe(1);
  });

  it('refuses a timestamp more than 60 s ahead of the server clock, and accepts 60 s', () => {
    expect(
      verifyRebuildRequest(signed({}, start + 61_000), { webhookSecret }, { now: start }),
    ).toBe('unauthorised');
    expect(
      verifyRebuildRequest(signed({}, start + 10 * 60_000), { webhookSecret }, { now: start }),
    ).toBe('unauthorised');
    expect(
      verifyRebuildRequest(signed({}, start + 60_000), { webhookSecret }, { now: start }),
    ).toBe('authorised');
  });

  it('lets the shared secret through every time (it carries no timestamp to replay)', () => {
    const memory = new SignatureMemory();
    const request: ReceivedRequest = {
      method: 'POST',
      path: '/api/rebuild',
      headers: { 'x-rebuild-secret': 's'.repeat(32) },
      body: undefined,
    };
    expect(verifyRebuildRequest(request, { sharedSecret: 's'.repeat(32) }, { memory })).toBe(
      'authorised',
    );
    expect(verifyRebuildRequest(request, { sharedSecret: 's'.repeat(32) }, { memory })).toBe(
      'authorised',
    );
  });
});
