import { correctDays, correctRows, SHOWING_CLOCK_OPTIONS } from './showing-clock-run';

/**
 * The showing clock's inline script (contract in `showing-clock.ts`), the first child of each
 * block that marks showings. While the browser parses the block, a MutationObserver runs the
 * clock's corrections on it at the visitor's clock after each piece the parser adds: its records
 * are delivered before the browser next renders, so a past showing or yesterday's "I dag" is never
 * painted, with or without the page's chunks. It keeps watching the block (a change React makes
 * there costs one more idempotent pass); the clock's chunk keeps the page right with time. The text is the functions' own source
 * (`showing-clock-run.ts`, which the chunk runs too), so the inline part and the chunk are one
 * implementation; groups and empty states are the chunk's (a group of past rows shows none of them
 * meanwhile, and an empty state the build rendered hidden stays hidden). The two variants are the
 * same on every page, and the build hashes them into the page's CSP like every inline script
 * (policy/csp.ts).
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

/**
 * The showing clock's inline script, for the start of a marked block; `days` when the block
 * names days (day tabs and headings, a week grid's date range).
 */
export function ShowingClockScript({ days = false }: { days?: boolean }) {
  return (
    <script dangerouslySetInnerHTML={{ __html: SHOWING_CLOCK_SCRIPTS[days ? 'days' : 'rows'] }} />
  );
}
