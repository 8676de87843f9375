import type { BenchSectionRunner } from '../report';
import { runSearchBench } from './search';
import { runServing } from './serving';

/** The sections of `npm run bench`, in report order (bench/report.ts). */
export const SECTIONS: readonly { id: string; run: BenchSectionRunner }[] = [
  { id: 'serving', run: runServing },
  { id: 'search', run: runSearchBench },
];
