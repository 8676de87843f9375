import type { BenchSectionRunner } from '../report';
import { runBuild } from './build';
import { runJavaScript } from './javascript';
import { runLighthouse } from './lighthouse';
import { runPublish } from './publish';
import { runSearchBench } from './search';
import { runServing } from './serving';

/** The sections of `npm run bench`, in report order (bench/report.ts). */
export const SECTIONS: readonly { id: string; run: BenchSectionRunner }[] = [
  { id: 'build', run: runBuild },
  { id: 'javascript', run: runJavaScript },
  { id: 'lighthouse', run: runLighthouse },
  { id: 'serving', run: runServing },
  { id: 'search', run: runSearchBench },
  { id: 'publish', run: runPublish },
];
