import { correctDays, correctRows, SHOWING_CLOCK_OPTIONS } from './showing-clock-run';

/**
 * Corrects the block while the browser parses it (MutationObserver records come before the next
 * render), so a past showing is never painted; the text is `showing-clock-run.ts`'s source.
 */
const correction = (days: boolean) => {
  const { prefix, graceMs } = SHOWING_CLOCK_OPTIONS;
  const options = JSON.stringify(days ? SHOWING_CLOCK_OPTIONS : { prefix, graceMs }).replace(
    /"(\w+)":/g,
    '$1:',
  );
  const run = (code: (...args: never[]) => void) => `(${String(code)})(p,Date.now(),${options});`;
  return `(function(p){new MutationObserver(function(){${run(correctRows)}${days ? run(correctDays) : ''}}).observe(p,{childList:!0,subtree:!0})})(document.currentScript.parentNode)`;
};

export const SHOWING_CLOCK_SCRIPTS = { rows: correction(false), days: correction(true) };

/** The showing clock's inline script, the first child of a marked block; `days` when the block names days. */
export function ShowingClockScript({ days = false }: { days?: boolean }) {
  return (
    <script dangerouslySetInnerHTML={{ __html: SHOWING_CLOCK_SCRIPTS[days ? 'days' : 'rows'] }} />
  );
}
