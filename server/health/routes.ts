import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEALTH_PATH, READY_PATH } from '@/policy/health';
import type { Rebuilder } from '../rebuild/types';
import { readiness } from './readiness';

export interface HealthRouteOptions {
  /** The folder or link the server serves (the live build). */
  siteRoot: string;
  /** The rebuild queue; undefined with rebuilds off (the build's age is then not checked). */
  rebuilder: Rebuilder | undefined;
}

/** A probe's answer is the state of this moment: never kept by a browser, proxy or CDN. */
const uncached = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * `GET /api/health` (200 `{"status":"ok"}`, no I/O) and `GET /api/ready` (200 `{"ready":true,…}`,
 * or 503 `{"ready":false,"reason":…}`: readiness.ts), both `no-store`, HEAD too, open to anyone
 * (no editor's password: they show no secret, content problem or editor data). README, Health and
 * readiness; nginx proxies both (pipeline/nginx/api-proxy.ts).
 */
export async function healthRoutes(
  app: FastifyInstance,
  { siteRoot, rebuilder }: HealthRouteOptions,
): Promise<void> {
  app.get(HEALTH_PATH, async (_request, reply) => uncached(reply).send({ status: 'ok' }));
  app.get(READY_PATH, async (_request, reply) => {
    const state = await readiness({ siteRoot, rebuilder });
    return uncached(reply)
      .code(state.ready ? 200 : 503)
      .send(state);
  });
}
