import type { BenchSectionRunner } from '../report';
import { runBuild } from './build';

/** The sections of `npm run bench`, in report order (bench/report.ts). */
export const SECTIONS: readonly { id: string; run: BenchSectionRunner }[] = [{ id: 'build', run: runBuild }];
