import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Rebuilder } from '../rebuild/types';
import { createAlerts, type AlertLog, type Alerts } from './alerts';
import { watchOverdue } from './overdue';
import { webhookHost } from './webhook';

/**
 * The public site's URL from the served build's `build-info.json` (`siteUrl`, from the content's
 * site host), else `fallback`: a build from before that field, or none readable.
 */
export async function liveSiteUrl(siteRoot: string, fallback: string): Promise<string> {
  try {
    const info = JSON.parse(await readFile(path.join(siteRoot, 'build-info.json'), 'utf8')) as {
      siteUrl?: unknown;
    };
    return typeof info.siteUrl === 'string' && URL.canParse(info.siteUrl)
      ? info.siteUrl.replace(/\/+$/, '')
      : fallback;
  } catch {
    return fallback;
  }
}

export interface AlertSetupOptions {
  /** ALERT_WEBHOOK_URL. */
  webhookUrl: string | undefined;
  /** The site server's port, for the fallback site URL `http://<host name>:<port>`. */
  port: number;
  /** The folder or link the server serves, once known; until then SITE_DIR. */
  servedRoot: () => string;
  log?: AlertLog;
}

/**
 * `npm start`'s alerts (README, Alerts): the alerts object whose `observe` goes into
 * setUpServing's observers, `watch` for the overdue watchdog of the daily rebuild once the queue
 * exists, `stop` for the server's close, and a line for the start-up log.
 */
export function setUpAlerts({ webhookUrl, port, servedRoot, log }: AlertSetupOptions): {
  alerts: Alerts;
  watch(rebuilder: Rebuilder, expression: string): void;
  stop(): void;
  description: string;
} {
  const alerts = createAlerts({
    webhookUrl,
    siteUrl: () => liveSiteUrl(servedRoot(), `http://${hostname()}:${port}`),
    ...(log && { log }),
  });
  let stopWatching = () => {};
  return {
    alerts,
    watch(rebuilder, expression) {
      stopWatching = watchOverdue({
        expression,
        status: () => rebuilder.status(),
        onOverdue: (trouble) => alerts.overdue(trouble),
      }).stop;
    },
    stop() {
      stopWatching();
      alerts.close();
    },
    description: webhookUrl
      ? `Alerts: failed builds and deploys and an overdue daily rebuild are sent to ${webhookHost(webhookUrl)} (ALERT_WEBHOOK_URL).`
      : 'Alerts: none sent (no ALERT_WEBHOOK_URL); failures are logged at error level and shown on /redaksjon/status.',
  };
}
