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

/** The variable that names the file holding that JSON instead (the build's way; `parseAppConfig` reads it). */
export const BUILD_CONFIG_FILE_VARIABLE = 'KULTURHUSET_BUILD_CONFIG_FILE';

/** The environment entries that hand `build` to `next build` (one JSON variable; the clock as ISO 8601). */
export const buildConfigEnv = (build: BuildConfig): Record<string, string> => ({
  [BUILD_CONFIG_VARIABLE]: JSON.stringify(build),
});

/** The JSON of `build` as `parseAppConfig` reads it from the file named by KULTURHUSET_BUILD_CONFIG_FILE. */
export const serialiseBuildConfig = (build: BuildConfig): string => JSON.stringify(build);

/**
 * The environment entry that hands the build configuration to `next build` in a file (written by
 * the build with `serialiseBuildConfig`). The path stays the same from build to build while the
 * content and the clock change, so the environment Next compiles with does not change either
 * (docs/architecture.md, Content-only rebuilds).
 */
export const buildConfigFileEnv = (file: string): Record<string, string> => ({
  [BUILD_CONFIG_FILE_VARIABLE]: file,
});
