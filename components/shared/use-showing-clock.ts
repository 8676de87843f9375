import { useSyncExternalStore } from 'react';
import { currentMinute, subscribeMinutes } from './showing-clock';

const subscribe = (onChange: () => void) => subscribeMinutes(onChange);
const snapshot = () => currentMinute();

/**
 * The showing clock's minute for islands (epoch ms): `renderNow` (the island's render clock,
 * lib/render-clock.ts) on the server and while hydrating, then the browser's.
 */
export function useShowingClock(renderNow: string): number {
  return useSyncExternalStore(subscribe, snapshot, () => Date.parse(renderNow));
}
