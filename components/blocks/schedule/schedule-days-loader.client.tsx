'use client';

import dynamic from 'next/dynamic';
import type { ScheduleDaysProps } from './schedule-days.client';

/**
 * The day picker in its own chunk: every page is one route, so a direct import would land in the
 * chunk all pages share, and pages without a schedule need the room (the footer's «Åpent nå»
 * script). Still server-rendered; the showing clock's inline script corrects it before hydration.
 */
const ScheduleDaysIsland = dynamic(() =>
  import('./schedule-days.client').then((module) => module.ScheduleDays),
);

export function ScheduleDaysLoader(props: ScheduleDaysProps) {
  return <ScheduleDaysIsland {...props} />;
}
