import { openStatus, type HallHours } from '@/lib/open-now';
import { builtOpenStatus } from '@/lib/built-open-status';

/** The attribute that carries a status's openings (JSON), read in the browser (`open-now-run.ts`). */
export const OPEN_ATTRIBUTE = 'data-open';

/**
 * Sets every status parsed so far from the visitor's clock, so it is right at first paint
 * (docs/browser.md, Open now). One text for the footer and the `openNow` block, so one CSP hash and
 * a repeat costs next to nothing; `openStatus`'s source is inlined.
 */
export const OPEN_NOW_SCRIPT = `document.querySelectorAll('[${OPEN_ATTRIBUTE}]').forEach(e=>{e.textContent=(${String(openStatus)})(JSON.parse(e.getAttribute('${OPEN_ATTRIBUTE}')),Date.now(),!0)})`;

/** The inline script that corrects the statuses before it in the document; after the last of them. */
export function OpenNowScript() {
  return <script dangerouslySetInnerHTML={{ __html: OPEN_NOW_SCRIPT }} />;
}

/**
 * «Åpent nå – stenger kl. 21:00» for a hall: the build's status at `now` (ISO 8601), what a reader
 * without JavaScript sees. {@link OpenNowScript} after it corrects it before it is painted, and
 * `open-now-run.ts` after hydration and every minute.
 */
export function OpenNow({ hours, now }: { hours: HallHours; now: string }) {
  const { text, openings } = builtOpenStatus(hours, now);
  return (
    <span className="open-now" {...{ [OPEN_ATTRIBUTE]: openings }} suppressHydrationWarning>
      {text}
    </span>
  );
}
