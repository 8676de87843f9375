import { parseConfig, type BuildConfig } from '@/lib/config';

/** The configuration of a process whose environment holds only `variables` (test support: no test reads or sets process.env). */
export const testConfig = (variables: Record<string, string> = {}) =>
  parseConfig({ NODE_ENV: 'test', ...variables });

/** The build configuration of such a process, its clock set as a build sets it (default 2026-11-21 09:00 Oslo). */
export const testBuild = (
  variables: Record<string, string> = {},
  clock = new Date('2026-11-21T09:00:00+01:00'),
): BuildConfig & { clock: Date } => ({ ...testConfig(variables).build, clock });
