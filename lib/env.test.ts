import { emulatorOrigins, readEnv as readEnvOf } from './env';

const readEnv = (variables: Record<string, string>) => readEnvOf({ NODE_ENV: 'test', ...variables });

describe('emulatorOrigins', () => {
  it('allows only the site server on PORT by default', () => {
    expect(emulatorOrigins(readEnv({ PORT: '5000' }))).toEqual(['http://localhost:5000', 'http://127.0.0.1:5000']);
  });

  it('takes the configured origins', () => {
    expect(emulatorOrigins(readEnv({ EMULATOR_ALLOWED_ORIGINS: 'http://127.0.0.1:5000, https://kulturhuset.no' }))).toEqual(['http://127.0.0.1:5000', 'https://kulturhuset.no']);
  });

  it('refuses a value that is not a list of origins, naming the variable', () => {
    expect(() => readEnv({ EMULATOR_ALLOWED_ORIGINS: 'https://kulturhuset.no/medlem' })).toThrow(/EMULATOR_ALLOWED_ORIGINS is invalid: must be origins/);
  });
});
