/**
 * The attributes that mark a showing's live status (contract in `live-status.ts`). Apart from it,
 * so that the loader in every page's shared script (`live-status.client.tsx`) carries the names
 * and none of the code that writes the statuses.
 */
export const LIVE = {
  event: 'data-live-event',
  rental: 'data-live-rental',
  compact: 'data-live-compact',
} as const;
