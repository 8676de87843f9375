/*
 * Entry of a calendar files worker thread. The build runs under tsx (`npx tsx`, `node --import tsx`)
 * or jest, and a worker does not inherit a loader the same way in each: it registers tsx itself
 * (for the CommonJS and ES module loaders, as `--import tsx` does) and then loads the TypeScript.
 */
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerCommonJs();
registerEsm();
await import('./calendar-worker.ts');
