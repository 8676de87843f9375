import type { FastifyInstance } from 'fastify';
import { SignatureMemory, verifyRebuildRequest, type RebuildSecrets } from '../rebuild/auth';
import type { Previewer } from './previewer';
import { logWebhookRefused, refusedBodyReason } from '../ops-events';

/** Where Contentful's webhook for drafts calls (docs/content.md, Preview). */
export const PREVIEW_WEBHOOK_PATH = '/api/preview/refresh';

export interface PreviewWebhookOptions {
  secrets: RebuildSecrets;
  previewer: Previewer;
}

/**
 * `POST /api/preview/refresh`: a draft changed (Contentful's `Entry.save` / `Entry.auto_save`
 * webhook), so the preview is rebuilt in the background and is warm when the editor opens it.
 * Authenticated exactly as `POST /api/rebuild` (`x-rebuild-secret`, or a fresh Contentful
 * signature used once; server/rebuild/auth.ts); answers 202 `{ queued: true }`, 409 on a replayed
 * signature, 401 otherwise. It never touches the live site. Register with `app.register`: the
 * raw-body parser (the signature covers the exact bytes) stays inside this plugin.
 */
export async function previewWebhook(
  app: FastifyInstance,
  { secrets, previewer }: PreviewWebhookOptions,
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const signatures = new SignatureMemory();
  app.addHook('onError', async (request, _reply, error) => {
    const reason = refusedBodyReason(error);
    if (reason) logWebhookRefused(request, reason);
  });
  app.post(PREVIEW_WEBHOOK_PATH, async (request, reply) => {
    const verdict = verifyRebuildRequest(
      {
        method: request.method,
        path: request.originalUrl,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      },
      secrets,
      { memory: signatures },
    );
    reply.header('Cache-Control', 'no-store');
    if (verdict !== 'authorised')
      logWebhookRefused(request, verdict === 'replayed' ? 'replayed' : 'bad secret or signature');
    if (verdict === 'replayed') return reply.code(409).send({ error: 'replayed' });
    if (verdict !== 'authorised') return reply.code(401).send({ error: 'unauthorised' });
    previewer.refresh();
    return reply.code(202).send({ queued: true });
  });
}
