// Outside entry points, import only types from here (lint), `lib/config/filmclub` or `lib/config/child-env`.
export { ConfigError, parseAppConfig, parseConfig, previewSourceOf, processConfig } from './parse';
export {
  BUILD_CONFIG_FILE_VARIABLE,
  BUILD_CONFIG_VARIABLE,
  buildConfigEnv,
  buildConfigFileEnv,
  childEnv,
  serialiseBuildConfig,
} from './child-env';
export type { ConfigProblem } from './parse';
export type {
  AppConfig,
  BenchConfig,
  BuildConfig,
  Config,
  DeployConfig,
  EmulatorConfig,
  LogConfig,
  NewsletterConfig,
  NginxConfig,
  PreviewConfig,
  RebuildRequestConfig,
  ServerConfig,
  TestRunConfig,
} from './types';
export {
  FILMCLUB_PARTNERS,
  filmclubOf,
  type FilmclubConfig,
  type FilmclubPartnerId,
  type FilmclubSettings,
} from './filmclub';
export type { ContentfulConfig, ContentSourceConfig, PlatformConfig } from './sources';
