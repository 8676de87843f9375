import { TAG_TEXT, HEARING_LOOP } from './format';

/**
 * The hearing-loop mark where there is no room for the word. The ear is drawn by the stylesheet:
 * `/kinoprogram` carries about 170 marks, and an inline SVG each cost 75 KB of HTML and as much
 * again in the React payload.
 */
export function HearingLoopMark() {
  const name = TAG_TEXT[HEARING_LOOP];
  return (
    <span className="hearing-loop-mark" title={name}>
      <span className="visually-hidden">, {name?.toLowerCase()}</span>
    </span>
  );
}
