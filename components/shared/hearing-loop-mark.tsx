import { TAG_TEXT, HEARING_LOOP } from './format';

/**
 * A small mark for a showing in a hall with a hearing loop, where there is no room for the word
 * (a programme card's showtime chip): an ear with a T, hidden from screen readers, which hear
 * "Teleslynge" instead. Rows with room say "Teleslynge" in their details line (`showingDetails`).
 */
export function HearingLoopMark() {
  return (
    <span className="hearing-loop-mark">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
        <title>{TAG_TEXT[HEARING_LOOP]}</title>
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 9a6 6 0 0 1 12 0c0 2.4-1.4 3.4-2.6 4.5C12 14.8 12 17 10.5 18.6 9.3 19.9 7 20 5.8 19" />
          <path d="M7.5 9a2.5 2.5 0 0 1 5 0c0 1.3-1 1.8-1.8 2.3" />
          <path d="M15.5 16.5h7M19 16.5V23" />
        </g>
      </svg>
      <span className="visually-hidden">, {TAG_TEXT[HEARING_LOOP]?.toLowerCase()}</span>
    </span>
  );
}
