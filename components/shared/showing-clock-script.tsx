import { SHOWING } from './showing-clock';
import { correctDays, correctRows, SHOWING_CLOCK_OPTIONS } from './showing-clock-run';

/**
 * The inline scripts of each block that marks showings (contract in `showing-clock.ts`). The
 * first child marks the block `data-showing-wait`, so that nothing the build marked is painted
 * while the browser parses the block (app/globals.css); the last child runs the clock's
 * corrections on the block at the visitor's minute and lets it show. A past showing or
 * yesterday's "I dag" is never painted, with or without the page's chunks. The text is the
 * functions' own source (`showing-clock-run.ts`, which the clock's chunk runs too), so the inline
 * part and the chunk are one implementation; the texts are the same on every page, and the build
 * hashes them into the page's CSP like every inline script (build/policy/csp.ts).
 */
export const SHOWING_WAIT_SCRIPT = `document.currentScript.parentNode.setAttribute("${SHOWING.wait}","")`;

/** The correction for a block: its rows, and with `days` the text that names days. */
const correction = (days: boolean) =>
  `(function(p,n,o){try{(${String(correctRows)})(p,n,o)${days ? `;(${String(correctDays)})(p,n,o)` : ''}}finally{p.removeAttribute("${SHOWING.wait}")}})(document.currentScript.parentNode,Math.floor(Date.now()/6e4)*6e4,${JSON.stringify(SHOWING_CLOCK_OPTIONS)})`;

export const SHOWING_CLOCK_SCRIPTS = { rows: correction(false), days: correction(true) };

/** The showing clock's first inline script, for the start of a marked block. */
export function ShowingClockWait() {
  return <script dangerouslySetInnerHTML={{ __html: SHOWING_WAIT_SCRIPT }} />;
}

/**
 * The showing clock's inline correction, for the end of a marked block; `days` when the block
 * names days (day tabs and headings, a week grid's date range).
 */
export function ShowingClockScript({ days = false }: { days?: boolean }) {
  return (
    <script dangerouslySetInnerHTML={{ __html: SHOWING_CLOCK_SCRIPTS[days ? 'days' : 'rows'] }} />
  );
}
