'use client';

import { useEffect } from 'react';
import { installShowingClock } from './showing-clock';

/**
 * Runs the showing clock (`showing-clock.ts`) on every page: rendered once in the root layout, it
 * hides past showings, relabels days and turns empty states on from the visitor's clock.
 */
export function ShowingClock() {
  useEffect(() => installShowingClock(), []);
  return null;
}
