import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full garbage collection now: without it the build and each Next worker kept a large load's
 * whole peak for minutes, which put the build over 2.5 GB. Next's workers get no `--expose-gc`, so
 * the flag is turned on for one new context to fetch `gc` (as jest-leak-detector does). Never throws.
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
