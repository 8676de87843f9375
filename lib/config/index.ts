/*
 * The configuration module (issue 14 item 2): the environment is parsed here, once, in an entry
 * point; everything else imports only its types (lint allows `import type` anywhere), the pure
 * `lib/config/filmclub` decision, or `lib/config/child-env` to hand the environment to a child.
 */
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
