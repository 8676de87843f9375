import { openStatus, type HallHours } from '@/lib/open-now';

/** The attribute that carries a status's openings (JSON) for the inline script. */
const OPEN_ATTRIBUTE = 'data-open';

/**
 * Corrects every status on the page at once, and, in the footer (`live`), every minute and when
 * the tab shows again (timers sleep in a hidden tab). Runs where it stands, so the status is right
 * at first paint (docs/browser.md, Open now); `openStatus`'s source is inlined.
 */
const script = (live: boolean) =>
  `(function(){var f=${String(openStatus)},u=function(){document.querySelectorAll('[${OPEN_ATTRIBUTE}]').forEach(function(e){var t=f(JSON.parse(e.getAttribute('${OPEN_ATTRIBUTE}')),Date.now(),!0);e.textContent!==t&&(e.textContent=t)})};u();` +
  (live
    ? `var t=function(){u();setTimeout(t,6e4-Date.now()%6e4+50)};setTimeout(t,6e4-Date.now()%6e4+50);document.addEventListener('visibilitychange',u);addEventListener('pageshow',u)`
    : '') +
  '})()';

/**
 * «Åpent nå – stenger kl. 21:00» for a hall: the build's status at `now` (ISO 8601), corrected by an
 * inline script from the browser's clock before it is painted and, with `live`, kept current.
 */
export function OpenNow({
  hours,
  now,
  live = false,
}: {
  hours: HallHours;
  now: string;
  live?: boolean;
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
      <script dangerouslySetInnerHTML={{ __html: script(live) }} />
    </>
  );
}
