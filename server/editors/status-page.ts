import { scrubSecrets } from '@/lib/scrub';
import { SITE_LOCALE, SITE_TIME_ZONE } from '@/lib/time';
import {
  contentTypeName,
  fieldName,
  norwegianProblem,
  type ContentProblem,
} from '@/services/content';
import type { Trouble } from '../alerts/trouble';
import type { RebuildOutcome, RebuildStatus, RebuildTrigger } from '../rebuild/types';
import { alertsSentence, troubleSentence } from './trouble-notice';

/** The live build as the page shows it: from the rebuild queue's outcomes, or the build's own build-info.json. */
export interface LiveBuild {
  /** When it finished (ISO 8601). */
  finishedAt: string;
  durationMs: number;
  /** Unknown for a build the queue did not see (one made by `npm run build` before the server started). */
  trigger: RebuildTrigger | null;
  pages: number | null;
}

export interface StatusPageData {
  /** The rebuild queue's status; null when the server rebuilds nothing. */
  status: RebuildStatus | null;
  live: LiveBuild | null;
  /** The live build's problems; null when it kept none (a build from before the problems file). */
  problems: readonly ContentProblem[] | null;
  /** Space and environment for links to Contentful's web app; null when the content is not from Contentful. */
  contentful: { space: string; environment: string } | null;
  /** When the page was made (the clock of the reader's "sist oppdatert"). */
  now: Date;
  /** The newest failed build, failed deploy or overdue daily rebuild not followed by a success (alerts/trouble.ts). */
  trouble?: Trouble | null;
  /** Whether failures go to ALERT_WEBHOOK_URL; undefined when the server rebuilds nothing. */
  alertsSent?: boolean;
}

/** Seconds between reloads of the page while a build runs or waits. */
export const REFRESH_SECONDS = 5;

const TRIGGERS: Readonly<Record<RebuildTrigger, string>> = {
  webhook: 'publisering',
  schedule: 'daglig ombygging',
  start: 'oppstart',
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const timeFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `25. november 2026 kl. 14:03:12`, Europe/Oslo. */
export const formatWhen = (iso: string | Date): string => timeFormat.format(new Date(iso));

/** `42 s`, `3 min 7 s`. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** `https://app.contentful.com/spaces/<space>/environments/<env>/entries/<id>`. */
export const contentfulEntryUrl = (
  contentful: { space: string; environment: string },
  id: string,
): string =>
  `https://app.contentful.com/spaces/${encodeURIComponent(contentful.space)}/environments/${encodeURIComponent(contentful.environment)}/entries/${encodeURIComponent(id)}`;

const triggerText = (trigger: RebuildTrigger | null): string =>
  trigger ? TRIGGERS[trigger] : 'ukjent (bygget før serveren startet)';

function progress(status: RebuildStatus | null): string {
  if (!status)
    return '<p>Serveren bygger ikke nettstedet på nytt (ingen publiseringsnøkkel og ingen daglig ombygging).</p>';
  const parts: string[] = [];
  if (status.current)
    parts.push(
      `<p class="busy"><strong>Bygger</strong> nå: startet ${escapeHtml(formatWhen(status.current.startedAt))}, utløst av ${TRIGGERS[status.current.trigger]}. Siden oppdateres av seg selv.</p>`,
    );
  if (status.pending)
    parts.push(
      '<p class="busy"><strong>I kø</strong>: en ny bygging starter når denne er ferdig.</p>',
    );
  if (parts.length === 0) parts.push('<p>Ingen bygging pågår.</p>');
  if (status.schedule?.next)
    parts.push(`<p>Neste daglige ombygging: ${escapeHtml(formatWhen(status.schedule.next))}.</p>`);
  return parts.join('\n');
}

function liveBuild(live: LiveBuild | null): string {
  if (!live) return '<p>Fant ingen publisert versjon av nettstedet.</p>';
  return `<dl>
<dt>Publisert</dt><dd>${escapeHtml(formatWhen(live.finishedAt))}</dd>
<dt>Byggetid</dt><dd>${formatDuration(live.durationMs)}</dd>
<dt>Utløst av</dt><dd>${escapeHtml(triggerText(live.trigger))}</dd>
${live.pages === null ? '' : `<dt>Sider</dt><dd>${live.pages}</dd>`}
</dl>`;
}

function outcomeRow(outcome: RebuildOutcome): string {
  const result = outcome.result === 'success' ? 'publisert' : 'feilet';
  // A build's error may quote a URL with its token (lib/scrub.ts), as the notice at the top does not.
  const detail = outcome.error
    ? ` <span class="why">(${escapeHtml(scrubSecrets(outcome.error))})</span>`
    : '';
  return `<tr><td>${escapeHtml(formatWhen(outcome.startedAt))}</td><td>${TRIGGERS[outcome.trigger]}</td><td class="${outcome.result}">${result}${detail}</td><td>${formatDuration(outcome.durationMs)}</td></tr>`;
}

function history(status: RebuildStatus | null): string {
  const recent = status?.recent ?? [];
  if (recent.length === 0) return '<p>Ingen bygginger er registrert ennå.</p>';
  return `<table>
<caption>De siste ${recent.length} byggingene, nyeste først</caption>
<thead><tr><th scope="col">Startet</th><th scope="col">Utløst av</th><th scope="col">Utfall</th><th scope="col">Varighet</th></tr></thead>
<tbody>
${recent.map(outcomeRow).join('\n')}
</tbody>
</table>`;
}

function problemItem(problem: ContentProblem, contentful: StatusPageData['contentful']): string {
  const sentence = escapeHtml(norwegianProblem(problem));
  const facts = [
    `type: ${escapeHtml(contentTypeName(problem.contentType))}`,
    ...(problem.id
      ? [`id: <code>${escapeHtml(problem.id)}</code>`]
      : [`fil: <code>${escapeHtml(problem.entry)}</code>`]),
    `felt: ${escapeHtml(fieldName(problem.field))} (<code>${escapeHtml(problem.field)}</code>)`,
  ].join(', ');
  const link =
    contentful && problem.source === 'contentful' && problem.id
      ? ` <a href="${escapeHtml(contentfulEntryUrl(contentful, problem.id))}">Åpne «${escapeHtml(problem.title ?? problem.id)}» i Contentful</a>`
      : '';
  return `<li><strong>${sentence}.</strong> <span class="facts">${facts}</span>${link}</li>`;
}

function problemList(data: StatusPageData): string {
  if (!data.problems) return '<p>Denne versjonen har ingen liste over utelatt innhold.</p>';
  if (data.problems.length === 0) return '<p>Alt innhold kom med.</p>';
  // Not every problem leaves its entry out (`kept`): each item says what happened to it.
  const count =
    data.problems.length === 1
      ? 'Ett problem i innholdet. Rett det'
      : `${data.problems.length} problemer i innholdet. Rett dem`;
  return `<p>${count} og publiser på nytt.</p>
<ul class="problems">
${data.problems.map((problem) => problemItem(problem, data.contentful)).join('\n')}
</ul>`;
}

/** The top of the page: what failed and when, and whether failures are sent as alerts. */
function trouble(data: StatusPageData): string {
  const alerts =
    data.alertsSent === undefined ? '' : `<p>${escapeHtml(alertsSentence(data.alertsSent))}</p>`;
  if (!data.trouble) return alerts;
  return `<section class="trouble" aria-labelledby="trouble"><h2 id="trouble">Noe gikk galt</h2>
<p><strong>${escapeHtml(troubleSentence(data.trouble))}</strong></p>
${alerts}
</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ccc}
caption{text-align:left;font-weight:bold;padding:.25rem 0}.success{color:#0a5c1f}.failure{color:#a00000}.busy{background:#fff4c2;padding:.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:bold}dd{margin:0}
.problems li{margin-bottom:.5rem}.facts{color:#444}a{color:#0645ad}
.trouble{border:2px solid #a00000;background:#fdecec;padding:0 1rem;margin:1rem 0}`;

/**
 * The editors' status page (docs/editors.md): at its top the newest failure not followed by a
 * success and whether failures are sent as alerts (issue 29 point 4); the live build (when, how long, what started it),
 * the build running or queued, the last builds with outcome and duration, and the live build's
 * problems in Norwegian, linked to Contentful's web app when the entry is there. While a build
 * runs or waits, a `<meta http-equiv="refresh">` reloads it every REFRESH_SECONDS (no script).
 * `noindex`. Returns a whole HTML document.
 */
export function renderStatusPage(data: StatusPageData): string {
  const building = Boolean(
    data.status && (data.status.state === 'building' || data.status.pending),
  );
  return `<!DOCTYPE html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${building ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">\n` : ''}<title>${building ? 'Bygger – ' : ''}Publiseringsstatus – Kulturhuset</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Publiseringsstatus</h1>
${trouble(data)}
<p>Sist oppdatert ${escapeHtml(formatWhen(data.now))}.</p>
<section aria-labelledby="progress"><h2 id="progress">Nå</h2>
${progress(data.status)}
</section>
<section aria-labelledby="live"><h2 id="live">Publisert versjon</h2>
${liveBuild(data.live)}
</section>
<section aria-labelledby="left-out"><h2 id="left-out">Utelatt innhold i publisert versjon</h2>
${problemList(data)}
</section>
<section aria-labelledby="history"><h2 id="history">Siste bygginger</h2>
${history(data.status)}
</section>
</main>
</body>
</html>
`;
}
