import type { BuildConfig } from './types';

/**
 * The environment of a child process: this process's own (PATH, HOME, the configuration
 * variables) plus `extra`. The one way outside the configuration module to hand the environment
 * on without reading it; the child parses it itself (its own entry point).
 */
export const childEnv = (extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

/** The variable that carries the build configuration from the build to `next build` and its workers (parsed by `parseAppConfig`). */
export const BUILD_CONFIG_VARIABLE = 'KULTURHUSET_BUILD_CONFIG';

/** The environment entries that hand `build` to `next build` (one JSON variable; the clock as ISO 8601). */
export const buildConfigEnv = (build: BuildConfig): Record<string, string> => ({
  [BUILD_CONFIG_VARIABLE]: JSON.stringify(build),
});
