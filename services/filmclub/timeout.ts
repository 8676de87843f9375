/**
 * How long a film-club call may take before it fails (ms): 10 s, the one place to change it
 * (DESIGN.md §3: every member call times out after 10 s with a Norwegian message, never an
 * endless spinner). Applied to each backend's axios instance (client.ts); a 178 call refreshed
 * after a 401 gets the same limit for the refresh and for its one retry.
 */
export const MEMBER_CALL_TIMEOUT_MS = 10_000;
