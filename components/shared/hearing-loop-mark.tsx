import { TAG_TEXT, HEARING_LOOP } from './format';

/**
 * The hearing-loop mark, drawn by the stylesheet: an inline SVG for each of `/kinoprogram`'s ~170
 * marks cost 75 KB of HTML and as much again in the React payload.
 */
export function HearingLoopMark() {
  const name = TAG_TEXT[HEARING_LOOP];
  return (
    <span className="hearing-loop-mark" title={name}>
      <span className="visually-hidden">, {name?.toLowerCase()}</span>
    </span>
  );
}
