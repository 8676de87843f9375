import type { BenchSectionRunner } from '../report';
import { runSearchBench } from './search';

/** The sections of `npm run bench`, in report order (bench/report.ts). */
export const SECTIONS: readonly { id: string; run: BenchSectionRunner }[] = [{ id: 'search', run: runSearchBench }];
