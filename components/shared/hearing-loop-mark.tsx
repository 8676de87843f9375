import { TAG_TEXT, HEARING_LOOP } from './format';

/**
 * A small mark for a showing in a hall with a hearing loop, where there is no room for the word
 * (a programme card's showtime chip): an ear with a T, which screen readers hear as "teleslynge" and
 * a mouse pointer names on hover. Rows with room say "Teleslynge" in their details line
 * (`showingDetails`).
 *
 * The ear is drawn by the stylesheet (`.hearing-loop-mark::before` in app/globals.css), not inline:
 * `/kinoprogram` carries about 170 marks, and an inline SVG each cost 75 KB of HTML and about as much
 * again in the page's React payload.
 */
export function HearingLoopMark() {
  const name = TAG_TEXT[HEARING_LOOP];
  return (
    <span className="hearing-loop-mark" title={name}>
      <span className="visually-hidden">, {name?.toLowerCase()}</span>
    </span>
  );
}
