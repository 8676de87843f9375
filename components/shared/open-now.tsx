import { openStatus, type HallHours } from '@/lib/open-now';

/** The attribute that carries a status's openings (JSON), read in the browser (`open-now-run.ts`). */
export const OPEN_ATTRIBUTE = 'data-open';

/**
 * Corrects the status just before it from the visitor's clock while the page is parsed, so it is
 * right at first paint (docs/browser.md, Open now); `openStatus`'s source is inlined. Only where
 * the status is the page's own: in the footer of every page it would not fit the script budget.
 */
const SCRIPT = `(function(e){var t=(${String(openStatus)})(JSON.parse(e.getAttribute('${OPEN_ATTRIBUTE}')),Date.now(),!0);e.textContent!==t&&(e.textContent=t)})(document.currentScript.previousSibling)`;

/**
 * «Åpent nå – stenger kl. 21:00» for a hall: the build's status at `now` (ISO 8601), corrected in the
 * browser after hydration (`open-now-run.ts`) and, with `firstPaint`, by an inline script before it
 * is painted.
 */
export function OpenNow({
  hours,
  now,
  firstPaint = false,
}: {
  hours: HallHours;
  now: string;
  firstPaint?: boolean;
}) {
  return (
    <>
      <span
        className="open-now"
        {...{ [OPEN_ATTRIBUTE]: JSON.stringify(hours.spans) }}
        suppressHydrationWarning
      >
        {openStatus(hours.spans, Date.parse(now), false)}
      </span>
      {firstPaint && <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />}
    </>
  );
}
