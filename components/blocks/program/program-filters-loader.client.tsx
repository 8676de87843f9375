'use client';

import dynamic from 'next/dynamic';
import type { ProgramFiltersProps } from './program-filters.client';

/**
 * The programme filters in their own chunk: every page is one route, so a direct import would
 * land in the chunk all pages share, and pages without a programme need the room (their
 * JavaScript budget, tests/e2e/budgets.spec.ts). Still server-rendered, so the page looks the same.
 */
const ProgramFiltersIsland = dynamic(() =>
  import('./program-filters.client').then((module) => module.ProgramFilters),
);

export function ProgramFiltersLoader(props: ProgramFiltersProps) {
  return <ProgramFiltersIsland {...props} />;
}
