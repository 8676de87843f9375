import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * Runs a full garbage collection of this process's V8 heap now, so the memory a large load used
 * for its temporaries goes back to the system instead of staying reserved for the rest of the
 * build (docs/architecture.md, Build). Loading 10,000 productions peaks at several hundred MB of
 * parsed JSON, schema copies and generated events, of which about 70 MB stays: without a
 * collection at that point, the build process and each of Next's two workers keep the whole peak
 * for minutes, which is what put the build over 2.5 GB.
 *
 * Node has no public call for this without `--expose-gc` on the command line (which Next's
 * workers do not get); the flag is turned on for one new context to fetch `gc`, as
 * jest-leak-detector does, and off again. Costs one full collection (about 0.1 s for the content
 * of 10,000 productions). Never throws: if the runtime refuses, it does nothing.
 */
export function collectGarbage(): void {
  try {
    if (!collect) {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
      setFlagsFromString('--no-expose-gc');
    }
    collect();
  } catch {
    collect = () => undefined;
  }
}
