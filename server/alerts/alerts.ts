import type { RebuildObserver } from '../rebuild/types';
import { STATUS_PATH } from '../editors/status-path';
import { oneLine, troubleOf, type AlertEvent, type Trouble } from './trouble';
import { deliver, webhookHost, type DeliveryOptions } from './webhook';

/** The body of one alert (issue 29's agreed fields). */
export interface AlertBody {
  event: AlertEvent;
  /** The public site's URL, e.g. `https://www.kulturhuset.no`. */
  site: string;
  reason: string;
  /** The editors' status page of the site. */
  statusPage: string;
  /** When it happened, ISO 8601. */
  at: string;
  /** One line for a chat channel (Slack, Teams and Mattermost show `text`). */
  text: string;
}

/** The logger of code outside server/log.ts (issue 29 contract); `console` by default. */
export interface AlertLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface AlertsOptions {
  /** ALERT_WEBHOOK_URL; undefined: failures are logged at error level and shown on the status page only. */
  webhookUrl: string | undefined;
  /** The public site's URL without a trailing slash, asked when an alert is made. */
  siteUrl: () => Promise<string>;
  log?: AlertLog;
  /** Retry delays and the timeout per attempt (tests make them short). */
  delivery?: Omit<DeliveryOptions, 'signal'>;
}

export interface Alerts {
  /** The rebuild observer (setUpServing's `observers`): an alert for a failed build or deploy. */
  observe: RebuildObserver;
  /** An alert for a daily rebuild that did not run on time (overdue.ts). */
  overdue(trouble: Trouble): void;
  /** The last overdue rebuild reported, for the status page (trouble.ts currentTrouble). */
  lastOverdue(): Trouble | null;
  /** Whether alerts go to a webhook. */
  sending: boolean;
  /** Resolves when every alert made so far is delivered or given up (tests, shutdown). */
  settled(): Promise<void>;
  /** Gives up the alerts in flight and their retries (shutdown). */
  close(): void;
}

const HEADLINES: Readonly<Record<AlertEvent, string>> = {
  'build-failed': 'Build failed; the live site is unchanged',
  'deploy-failed': 'Deploy failed; the server serves the new build, the deployed copy is older',
  'rebuild-overdue': 'Daily rebuild overdue',
};

const osloTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** One line: reasons are scrubbed already (troubleOf, overdue.ts), and the URLs are ours. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The agreed JSON body of `trouble` for the site at `siteUrl`. */
export function alertBody(trouble: Trouble, siteUrl: string): AlertBody {
  const statusPage = `${siteUrl}${STATUS_PATH}`;
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).host : siteUrl;
  const when = `${osloTime.format(new Date(trouble.at))} Oslo time`;
  return {
    event: trouble.event,
    site: siteUrl,
    reason: trouble.reason,
    statusPage,
    at: trouble.at,
    text: flat(
      `${host}: ${HEADLINES[trouble.event]} (${when}): ${trouble.reason}. Status: ${statusPage}`,
    ),
  };
}

/**
 * The site server's alerts (issue 29 point 4; README, Alerts): every failed build, failed deploy
 * (or publish command) and overdue daily rebuild is logged at error level and, with
 * ALERT_WEBHOOK_URL, POSTed there as one JSON message (AlertBody), retried with back-off
 * (webhook.ts). Sending never blocks the build that caused it; a message that cannot be
 * delivered is logged at error level.
 */
export function createAlerts({
  webhookUrl,
  siteUrl,
  log = console,
  delivery = {},
}: AlertsOptions): Alerts {
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();
  let overdue: Trouble | null = null;

  async function send(trouble: Trouble): Promise<void> {
    const body = alertBody(trouble, await siteUrl().catch(() => 'unknown site'));
    if (!webhookUrl) {
      log.error(`${body.text} (no ALERT_WEBHOOK_URL: no alert sent)`);
      return;
    }
    log.error(body.text);
    const result = await deliver(webhookUrl, body, { ...delivery, signal: stop.signal });
    if (result.delivered)
      log.info(
        `Alert ${body.event} sent to ${webhookHost(webhookUrl)} (${result.attempts} attempt(s)).`,
      );
    else log.error(`Alert ${body.event} could not be sent: ${oneLine(result.reason)}`);
  }

  function alert(trouble: Trouble) {
    const sending = send(trouble).catch((error: unknown) =>
      log.error(`Alert ${trouble.event} failed: ${oneLine(String(error))}`),
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  return {
    observe(outcome) {
      const trouble = troubleOf(outcome);
      if (trouble) alert(trouble);
    },
    overdue(trouble) {
      overdue = trouble;
      alert(trouble);
    },
    lastOverdue: () => overdue,
    sending: Boolean(webhookUrl),
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close: () => stop.abort(),
  };
}
