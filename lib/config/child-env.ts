import type { BuildConfig } from './types';

/** This process's environment plus `extra`: how code outside lib/config hands it on without reading it. */
export const childEnv = (extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

export const BUILD_CONFIG_VARIABLE = 'KULTURHUSET_BUILD_CONFIG';

export const BUILD_CONFIG_FILE_VARIABLE = 'KULTURHUSET_BUILD_CONFIG_FILE';

export const buildConfigEnv = (build: BuildConfig): Record<string, string> => ({
  [BUILD_CONFIG_VARIABLE]: JSON.stringify(build),
});

/**
 * The build configuration as `next build` reads it; `onlyPaths` (an incremental rebuild,
 * docs/architecture.md) limits the pages generated to those paths (`AppConfig.onlyPaths`).
 */
export const serialiseBuildConfig = (build: BuildConfig, onlyPaths?: readonly string[]): string =>
  JSON.stringify(onlyPaths ? { ...build, onlyPaths } : build);

// A file whose path stays the same from build to build, so the environment Next compiles with does
// not change with the content and the clock (docs/architecture.md, Content-only rebuilds).
export const buildConfigFileEnv = (file: string): Record<string, string> => ({
  [BUILD_CONFIG_FILE_VARIABLE]: file,
});
