import Fastify, { type FastifyInstance } from 'fastify';
import type { Previewer } from './previewer';
import { PREVIEW_WEBHOOK_PATH, previewWebhook } from './webhook';

const SECRET = 's'.repeat(24);

describe('POST /api/preview/refresh (Contentful webhook for drafts)', () => {
  let app: FastifyInstance;
  let refresh: jest.Mock;
  beforeEach(async () => {
    refresh = jest.fn();
    const previewer: Previewer = { fresh: jest.fn(), refresh, last: null };
    app = Fastify();
    await app.register(previewWebhook, { secrets: { sharedSecret: SECRET }, previewer });
  });
  afterEach(() => app.close());

  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: PREVIEW_WEBHOOK_PATH,
      headers: { 'content-type': 'application/vnd.contentful.management.v1+json', ...headers },
      payload: JSON.stringify({ sys: { id: 'a2', type: 'Entry' } }),
    });

  it('starts a preview build in the background for an authenticated call', async () => {
    const response = await post({ 'x-rebuild-secret': SECRET });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: true });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses a call without the secret or a signature, and builds nothing', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-rebuild-secret': 'x'.repeat(24) }];
    for (const headers of attempts) {
      const response = await post(headers);
      expect(response.statusCode).toBe(401);
    }
    expect(refresh).not.toHaveBeenCalled();
  });
});
