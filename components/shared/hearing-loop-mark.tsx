import { TAG_TEXT, HEARING_LOOP } from './format';

/**
 * A small mark for a showing in a hall with a hearing loop, where there is no room for the word
 * (a programme card's showtime chip): an ear with a T, hidden from screen readers, which hear
 * "Teleslynge" instead. Rows with room say "Teleslynge" in their details line (`showingDetails`).
 */
export function HearingLoopMark() {
  return (
    <span className="hearing-loop-mark">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
        <title>{TAG_TEXT[HEARING_LOOP]}</title>
        <path d="M4 6a4 4 0 1 1 8 0c0 2-2 2.6-2 4.5A2.5 2.5 0 0 1 5.5 13" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <path d="M9 9h5M11.5 9v5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">, {TAG_TEXT[HEARING_LOOP]?.toLowerCase()}</span>
    </span>
  );
}
