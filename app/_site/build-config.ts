import { parseAppConfig, type AppConfig } from '@/lib/config';

let parsed: AppConfig | undefined;

/**
 * The Next side's entry to the configuration, and the only module of `app/` that reads it: the
 * build configuration `npm run build` handed to `next build` (KULTURHUSET_BUILD_CONFIG), or under
 * `next dev` the one parsed from the environment. Parsed once per process.
 * @throws ConfigError naming every bad variable.
 */
export function appConfig(): AppConfig {
  parsed ??= parseAppConfig(process.env);
  return parsed;
}
