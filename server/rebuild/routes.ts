import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAuthorised, SignatureMemory, verifyRebuildRequest, type RebuildSecrets } from './auth';
import type { Rebuilder, RebuildTrigger } from './types';
import { logWebhookRefused, refusedBodyReason } from '../ops-events';

export interface RebuildRoutesOptions {
  secrets: RebuildSecrets;
  /** Absent when nothing rebuilds. Without a configured secret every call is refused (docs/architecture.md, Configuration), whether or not the schedule runs. */
  rebuilder: Rebuilder | undefined;
}

/** Webhook bodies are small JSON entries (Contentful sends whole entries); larger ones are refused (413). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** `schedule` when the (authenticated) body says `{"trigger":"schedule"}`, as the systemd timer's call does (scripts/request-rebuild.ts); else `webhook`. */
function triggerOf(body: unknown): RebuildTrigger {
  if (!Buffer.isBuffer(body) || body.length > 100) return 'webhook';
  try {
    return (JSON.parse(body.toString('utf8')) as { trigger?: unknown }).trigger === 'schedule'
      ? 'schedule'
      : 'webhook';
  } catch {
    return 'webhook';
  }
}

/**
 * `POST /api/rebuild` (202 `{ queued: true, running }`) and `GET /api/rebuild/status`
 * (RebuildStatus), each authenticated by `x-rebuild-secret` or a Contentful webhook signature;
 * a signature used a second time within its window answers 409 `{ error: 'replayed' }`, anything
 * else 401 `{ error }`; neither changes anything. Register it with `app.register`: the
 * raw-body parser is encapsulated in this plugin, because the signature covers the exact bytes sent
 * (`application/json` and `application/vnd.contentful.management.v1+json` alike).
 */
export async function rebuildRoutes(
  app: FastifyInstance,
  { secrets, rebuilder }: RebuildRoutesOptions,
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  // A signature works once within its window (issue 12 item 4).
  const signatures = new SignatureMemory();
  /** The rebuilder when the call may proceed; otherwise sends the refusal and returns null. */
  const authorised = (request: FastifyRequest, reply: FastifyReply): Rebuilder | null => {
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const received = {
      method: request.method,
      path: request.originalUrl,
      headers: request.headers,
      body,
    };
    const verdict = rebuilder
      ? verifyRebuildRequest(received, secrets, { memory: signatures })
      : 'unauthorised';
    if (rebuilder && verdict === 'authorised') return rebuilder;
    logWebhookRefused(
      request,
      verdict === 'replayed' ? 'replayed' : rebuilder ? 'bad secret or signature' : 'webhook off',
    );
    if (verdict === 'replayed')
      void reply.code(409).header('Cache-Control', 'no-store').send({
        error: 'replayed',
        message: 'This signature was already used; sign every request anew.',
      });
    else void refuse(reply);
    return null;
  };
  const refuse = (reply: FastifyReply) =>
    reply.code(401).header('Cache-Control', 'no-store').send({
      error: 'unauthorised',
      message: 'Send x-rebuild-secret or a valid, fresh Contentful webhook signature.',
    });

  // The body is read only when the headers can authenticate the request (issue 12, item 3): the
  // right shared secret, or a signature header to check against the body. Anyone else is refused
  // before the server buffers up to BODY_LIMIT_BYTES, and the connection is closed.
  app.addHook('onRequest', async (request, reply) => {
    const headersOnly = {
      method: request.method,
      path: request.originalUrl,
      headers: request.headers,
      body: undefined,
    };
    const sharedSecretSent = isAuthorised(headersOnly, { sharedSecret: secrets.sharedSecret });
    const signatureSent =
      Boolean(secrets.webhookSecret) && request.headers['x-contentful-signature'] !== undefined;
    if (!rebuilder || !(sharedSecretSent || signatureSent)) {
      const sentSome = request.headers['x-rebuild-secret'] !== undefined;
      logWebhookRefused(
        request,
        !rebuilder ? 'webhook off' : sentSome ? 'bad secret or signature' : 'no credentials',
      );
      return refuse(reply.header('Connection', 'close'));
    }
    return undefined;
  });
  // A body over the limit or unreadable fails in the parser, before a route sees it.
  app.addHook('onError', async (request, _reply, error) => {
    const reason = refusedBodyReason(error);
    if (reason) logWebhookRefused(request, reason);
  });

  app.post('/api/rebuild', async (request, reply) => {
    const queue = authorised(request, reply);
    if (!queue) return reply;
    return reply
      .code(202)
      .header('Cache-Control', 'no-store')
      .send(queue.request(triggerOf(request.body)));
  });

  app.get('/api/rebuild/status', async (request, reply) => {
    const queue = authorised(request, reply);
    if (!queue) return reply;
    return reply.header('Cache-Control', 'no-store').send(queue.status());
  });
}
