import { useSyncExternalStore } from 'react';
import { currentMinute, subscribeMinutes } from './showing-clock';

const subscribe = (onChange: () => void) => subscribeMinutes(onChange);
const snapshot = () => currentMinute();

/**
 * The visitor's clock for islands that list showings (epoch ms, floored to the minute, the same
 * instant the showing clock script uses): the build clock `buildNow` (ISO 8601) in the server
 * HTML and during hydration, then the browser's clock, updated every minute and when the tab
 * becomes visible again.
 */
export function useShowingClock(buildNow: string): number {
  return useSyncExternalStore(subscribe, snapshot, () => Date.parse(buildNow));
}
