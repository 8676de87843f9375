import { requestRebuild } from './request';
import { siteWithRebuild } from './test-helpers';
import { removeTemporaryFolders, writeTinySite } from '@/tests/tiny-site';

afterAll(removeTemporaryFolders);

const webhookSecret = 'w'.repeat(64);
const sharedSecret = 'r'.repeat(32);

describe("requestRebuild (the systemd timer's call)", () => {
  it('signs the call so the server queues a build with trigger schedule; the same signature is not accepted twice', async () => {
    const { app, rebuilder } = await siteWithRebuild({ webhookSecret, sharedSecret }, (dir) =>
      writeTinySite(dir, 'Ny side'),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const env = {
        REBUILD_URL: `${address}/api/rebuild`,
        CONTENTFUL_WEBHOOK_SECRET: webhookSecret,
      };
      const now = Date.now();
      expect(await requestRebuild(env, now)).toMatchObject({ status: 202 });
      await rebuilder.idle();
      expect(rebuilder.status().last).toMatchObject({ trigger: 'schedule', result: 'success' });
      expect((await requestRebuild(env, now)).status).toBe(409);
      expect(
        (await requestRebuild({ REBUILD_URL: env.REBUILD_URL, REBUILD_SECRET: sharedSecret }))
          .status,
      ).toBe(202);
      await rebuilder.idle();
      expect(
        (
          await requestRebuild({
            REBUILD_URL: env.REBUILD_URL,
            CONTENTFUL_WEBHOOK_SECRET: 'x'.repeat(64),
          })
        ).status,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses to run without a secret', async () => {
    await expect(requestRebuild({ REBUILD_URL: 'http://127.0.0.1:9/api/rebuild' })).rejects.toThrow(
      /CONTENTFUL_WEBHOOK_SECRET or REBUILD_SECRET/,
    );
  });
});
