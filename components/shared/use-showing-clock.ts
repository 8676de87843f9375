import { useSyncExternalStore } from 'react';
import { currentMinute, subscribeMinutes } from './showing-clock';

const subscribe = (onChange: () => void) => subscribeMinutes(onChange);
const snapshot = () => currentMinute();

/** The showing clock's minute for islands (epoch ms): `buildNow` until hydrated, then the browser's. */
export function useShowingClock(buildNow: string): number {
  return useSyncExternalStore(subscribe, snapshot, () => Date.parse(buildNow));
}
