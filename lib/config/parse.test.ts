import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILD_CONFIG_VARIABLE,
  buildConfigEnv,
  buildConfigFileEnv,
  serialiseBuildConfig,
} from './child-env';
import { ConfigError, parseAppConfig, parseConfig } from './parse';
import { filmclubOf } from './filmclub';

/** The configuration of a process whose environment holds only `variables`. */
const configOf = (variables: Record<string, string>) =>
  parseConfig({ NODE_ENV: 'test', ...variables });

describe('parseConfig', () => {
  it('reads the serving bench load from BENCH_WRK, default 2 threads, 50 connections, 8 s', () => {
    expect(configOf({}).bench.wrk).toEqual({ threads: 2, connections: 50, durationS: 8 });
    expect(configOf({ BENCH_WRK: '4,100,30' }).bench.wrk).toEqual({
      threads: 4,
      connections: 100,
      durationS: 30,
    });
    expect(() => configOf({ BENCH_WRK: '2,50' })).toThrow(
      'BENCH_WRK: must be <threads>,<connections>,<seconds>, e.g. 2,50,8',
    );
  });

  it('names every bad variable at once, one line each, with the reason', () => {
    expect(() =>
      configOf({
        PORT: 'åtti',
        PARTNER_ID: 'kino',
        REBUILD_SCHEDULE: 'hver natt',
        CONTENT_CLOCK: 'i går',
      }),
    ).toThrow(
      new Error(
        [
          'Invalid configuration:',
          '  CONTENT_CLOCK: must be an ISO 8601 date and time, e.g. 2026-11-25T10:00:00+01:00',
          '  PORT: must be a port number (1–65535)',
          '  REBUILD_SCHEDULE: must be a cron expression of five fields (minute hour day month weekday, e.g. "5 4 * * *"), or "off"',
          '  PARTNER_ID: must be a whole number (118, 178: a film club; any other: none)',
        ].join('\n'),
      ),
    );
  });

  it('refuses a REBUILD_SCHEDULE that is not daily, naming its next three runs', () => {
    expect(() => configOf({ REBUILD_SCHEDULE: '0 0 31 2 *' })).toThrow(
      /^Invalid configuration:\n {2}REBUILD_SCHEDULE: it does not run on \d{4}-\d\d-\d\d; the daily rebuild must run 1 to 4 times every day \(Europe\/Oslo\), e\.g\. "5 4 \* \* \*", or be "off"\. Its next three runs would have been: none, it never runs$/,
    );
    expect(() => configOf({ REBUILD_SCHEDULE: '* * * * *' })).toThrow(
      /REBUILD_SCHEDULE: it runs more than 4 times on .* Its next three runs would have been: \d{4}-\d\d-\d\d \d\d:\d\d, /,
    );
    expect(configOf({ REBUILD_SCHEDULE: '0 4,16 * * *' }).server.rebuildSchedule).toBe(
      '0 4,16 * * *',
    );
    expect(configOf({ REBUILD_SCHEDULE: 'off' }).server.rebuildSchedule).toBe('off');
  });

  it('reads who starts the scheduled builds (REBUILD_SCHEDULER), the server by default', () => {
    expect(configOf({}).server.rebuildScheduler).toBe('server');
    expect(configOf({ REBUILD_SCHEDULER: 'systemd' }).server.rebuildScheduler).toBe('systemd');
    expect(() => configOf({ REBUILD_SCHEDULER: 'cron' })).toThrow(
      '  REBUILD_SCHEDULER: must be server or systemd',
    );
  });

  it('refuses an EDITOR_PASSWORD shorter than 16 characters and says how to make one', () => {
    expect(() => configOf({ EDITOR_PASSWORD: 'passord1' })).toThrow(
      'EDITOR_PASSWORD: must be at least 16 characters, e.g. a random one from `openssl rand -base64 24`',
    );
    expect(configOf({ EDITOR_PASSWORD: 'sixteen-chars-ok' }).server.editorPassword).toBe(
      'sixteen-chars-ok',
    );
  });

  it('lists the problems for a caller that shows them otherwise', () => {
    try {
      configOf({ SKIP_BUILD: 'ja', TRUST_PROXY: '-1' });
      throw new Error('parsed');
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.variable)).toEqual([
        'SKIP_BUILD',
        'TRUST_PROXY',
      ]);
    }
  });

  it('logs JSON at info by default, reads LOG_FORMAT and LOG_LEVEL, and refuses other values', () => {
    expect(configOf({}).server.log).toEqual({ format: 'json', level: 'info', secrets: [] });
    expect(configOf({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' }).server.log).toMatchObject({
      format: 'pretty',
      level: 'warn',
    });
    expect(() => configOf({ LOG_FORMAT: 'text', LOG_LEVEL: 'verbose' })).toThrow(
      [
        'Invalid configuration:',
        '  LOG_FORMAT: must be json or pretty',
        '  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      ].join('\n'),
    );
  });

  it('hands the log the configured secrets to blank out', () => {
    const { secrets } = configOf({
      REBUILD_SECRET: 'rebuild-secret-0123456789',
      EDITOR_PASSWORD: 'editor-password-0123',
      NEWSLETTER_PROVIDER_TOKEN: 'provider-token',
    }).server.log;
    expect(secrets).toEqual([
      'rebuild-secret-0123456789',
      'editor-password-0123',
      'provider-token',
    ]);
  });

  it('gives the server the site on PORT as the emulator’s only origins by default', () => {
    expect(configOf({ PORT: '5000' }).server.emulator?.allowedOrigins).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
    ]);
  });

  it('takes the configured emulator origins and refuses a value that is not a list of origins', () => {
    expect(
      configOf({ EMULATOR_ALLOWED_ORIGINS: 'http://127.0.0.1:5000, https://kulturhuset.no' }).server
        .emulator?.allowedOrigins,
    ).toEqual(['http://127.0.0.1:5000', 'https://kulturhuset.no']);
    expect(() => configOf({ EMULATOR_ALLOWED_ORIGINS: 'https://kulturhuset.no/medlem' })).toThrow(
      /^Invalid configuration:\n {2}EMULATOR_ALLOWED_ORIGINS: must be origins/,
    );
  });

  it('starts no emulator with a runtime service URL or START_EMULATOR=0, and reads the raw switches of npm start', () => {
    expect(configOf({ RUNTIME_URL: 'https://runtime.example.no/v1' }).server.emulator).toBeNull();
    const { server, siteDir } = configOf({
      START_EMULATOR: '0',
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      SITE_DIR: 'out-118',
    });
    expect(server).toMatchObject({
      emulator: null,
      skipBuild: true,
      host: '127.0.0.1',
      runtimeUrl: 'http://127.0.0.1:3001/runtime',
    });
    expect(siteDir).toMatch(/\/out-118$/);
  });

  it('pins the build clock only with CONTENT_CLOCK', () => {
    expect(configOf({}).build.clock).toBeUndefined();
    expect(configOf({ CONTENT_CLOCK: '2026-11-25T10:00:00+01:00' }).build.clock).toEqual(
      new Date('2026-11-25T09:00:00Z'),
    );
  });

  it('sends alerts to an https ALERT_WEBHOOK_URL, or http only on this machine, and none when unset', () => {
    expect(configOf({}).server.alertWebhookUrl).toBeUndefined();
    const hook = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(configOf({ ALERT_WEBHOOK_URL: hook }).server.alertWebhookUrl).toBe(hook);
    expect(
      configOf({ ALERT_WEBHOOK_URL: 'http://127.0.0.1:5301/alert' }).server.alertWebhookUrl,
    ).toBe('http://127.0.0.1:5301/alert');
    for (const bad of ['http://alerts.example.no/hook', 'ftp://127.0.0.1/x', 'varsle meg'])
      expect(() => configOf({ ALERT_WEBHOOK_URL: bad })).toThrow(
        'ALERT_WEBHOOK_URL: must be an https:// URL (http:// only for 127.0.0.1 or localhost, in tests)',
      );
  });

  it('builds the bench floor unless BENCH_FLOOR=0, and refuses another value', () => {
    expect(configOf({}).bench.floor).toBe(true);
    expect(configOf({ BENCH_FLOOR: '0' }).bench.floor).toBe(false);
    expect(() => configOf({ BENCH_FLOOR: 'no' })).toThrow(/BENCH_FLOOR/);
  });
});

describe('the film club of a build', () => {
  const { filmclub } = configOf({
    EMULATOR_PORT: '4501',
    FILMCLUB_178_URL: 'https://klubb.example.no/api',
  }).build;

  it('follows the site partner id, PARTNER_ID overriding it; 184 has none', () => {
    expect(filmclubOf(filmclub, 184)).toBeNull();
    expect(filmclubOf(filmclub, 118)).toEqual({
      partnerId: 118,
      baseUrl: 'http://127.0.0.1:4501/filmclub/118',
    });
    expect(
      filmclubOf(
        configOf({ PARTNER_ID: '178', FILMCLUB_178_URL: 'https://klubb.example.no/api' }).build
          .filmclub,
        184,
      ),
    ).toEqual({ partnerId: 178, baseUrl: 'https://klubb.example.no/api' });
    expect(filmclubOf(configOf({ PARTNER_ID: '184' }).build.filmclub, 118)).toBeNull();
  });
});

describe('the build configuration handed to next build', () => {
  it('arrives as the build parsed it, the clock included', () => {
    const build = {
      ...configOf({ PARTNER_ID: '118', RUNTIME_URL: 'https://runtime.example.no/v1' }).build,
      clock: new Date('2026-11-25T09:00:00Z'),
    };
    expect(parseAppConfig({ ...buildConfigEnv(build), NODE_ENV: 'production' })).toEqual({
      build,
      production: true,
    });
  });

  it('arrives in the file the build names, the clock included', () => {
    const build = {
      ...configOf({ PARTNER_ID: '178' }).build,
      clock: new Date('2026-11-25T10:00:00Z'),
    };
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kh-build-config-')), 'config.json');
    writeFileSync(file, serialiseBuildConfig(build));
    expect(parseAppConfig({ ...buildConfigFileEnv(file), NODE_ENV: 'production' })).toEqual({
      build,
      production: true,
    });
    expect(() => parseAppConfig(buildConfigFileEnv(`${file}.mangler`))).toThrow(
      /KULTURHUSET_BUILD_CONFIG_FILE: cannot be read/,
    );
  });

  it('is parsed from the environment under next dev, where the build hands nothing over', () => {
    expect(parseAppConfig({ NODE_ENV: 'development', PARTNER_ID: '178' })).toMatchObject({
      build: { filmclub: { partnerId: 178 } },
      production: false,
    });
  });

  it('names the variable and the field when the handed-over value is malformed', () => {
    expect(() =>
      parseAppConfig({ [BUILD_CONFIG_VARIABLE]: '{"runtimeUrl":"ikke en url"}' }),
    ).toThrow(/^Invalid configuration:\n {2}KULTURHUSET_BUILD_CONFIG: source: /);
  });
});
