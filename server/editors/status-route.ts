import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readProblems } from '@/pipeline/problems-file';
import type { EditorGate } from '../editor-auth';
import { currentTrouble } from '../alerts/trouble';
import type { Alerts } from '../alerts/alerts';
import type { Rebuilder } from '../rebuild/types';
import { STATUS_PATH } from './status-path';
import { renderStatusPage, type LiveBuild, type StatusPageData } from './status-page';

export interface StatusRouteOptions {
  /** The editors' gate (server/editor-auth.ts, EDITOR_PASSWORD), shared with the preview. */
  gate: EditorGate;
  /** The rebuild queue; undefined when the server rebuilds nothing. */
  rebuilder: Rebuilder | undefined;
  /** The folder (or link) the server serves: the live build. */
  siteRoot: string;
  contentful: StatusPageData['contentful'];
  /** The server's alerts (server/alerts/): whether they are sent, and the last overdue daily rebuild. */
  alerts?: Pick<Alerts, 'sending' | 'lastOverdue'> | undefined;
}

/** The live build from its own build-info.json, when the queue has not seen it build. */
async function buildInfo(siteRoot: string): Promise<LiveBuild | null> {
  try {
    const info = JSON.parse(await readFile(path.join(siteRoot, 'build-info.json'), 'utf8')) as {
      builtAt?: string;
      durationMs?: number;
      pages?: number;
    };
    if (!info.builtAt) return null;
    return {
      finishedAt: info.builtAt,
      durationMs: info.durationMs ?? 0,
      trigger: null,
      pages: info.pages ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * `GET /redaksjon/status` (docs/editors.md): the editors' status page, behind EDITOR_PASSWORD
 * (server/editor-auth.ts, shared with the preview), `no-store` and `noindex`. The live build is the newest successful
 * build of the queue, else the served folder's build-info.json; its problems come from the
 * problems file the build kept (pipeline/problems-file.ts).
 */
export async function statusRoutes(
  app: FastifyInstance,
  { gate, rebuilder, siteRoot, contentful, alerts }: StatusRouteOptions,
): Promise<void> {
  app.get(STATUS_PATH, async (request, reply) => {
    if (!gate(request, reply)) return reply;
    const status = rebuilder?.status() ?? null;
    const success = status?.recent.find((outcome) => outcome.result === 'success');
    const live: LiveBuild | null = success
      ? {
          finishedAt: success.finishedAt,
          durationMs: success.durationMs,
          trigger: success.trigger,
          pages: success.pages ?? null,
        }
      : await buildInfo(siteRoot);
    const problems = (await readProblems(siteRoot))?.problems ?? null;
    return reply.type('text/html; charset=utf-8').send(
      renderStatusPage({
        status,
        live,
        problems,
        contentful,
        now: new Date(),
        trouble: status && currentTrouble(status.recent, alerts?.lastOverdue() ?? null),
        ...(status && alerts && { alertsSent: alerts.sending }),
      }),
    );
  });
}
