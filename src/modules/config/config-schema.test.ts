import { describe, expect, it } from 'vitest';
import { coerceConfigValue, InvalidConfigFormatError, resolveConfig, type ConfigEntry } from './config-schema';
import { appConfigSchema } from './config.schema.app';

describe('coerceConfigValue', () => {
  const cases: [string, ConfigEntry, unknown, unknown][] = [
    ['string', { format: 'string', default: '' }, 'abc', 'abc'],
    ['integer from text', { format: 'integer', default: 0 }, '42', 42],
    ['integer from number', { format: 'integer', default: 0 }, 7, 7],
    ['float from text', { format: 'float', default: 0 }, '3.5', 3.5],
    ['boolean "true"', { format: 'boolean', default: false }, 'true', true],
    ['boolean "false"', { format: 'boolean', default: true }, 'false', false],
    ['boolean "1" is not true', { format: 'boolean', default: true }, '1', false],
    ['boolean "TRUE" is not true', { format: 'boolean', default: true }, 'TRUE', false],
    ['enum', { format: 'enum', values: ['a', 'b'], default: 'a' }, 'b', 'b'],
    ['array from text', { format: 'array', default: [] }, 'a, b,c', ['a', 'b', 'c']],
    ['array from empty text', { format: 'array', default: ['x'] }, '', []],
    ['array as is', { format: 'array', default: [] }, ['z'], ['z']],
    ['any', { format: 'any', default: null }, { deep: 1 }, { deep: 1 }],
    ['custom', { format: 'custom', default: 0, coerce: (value) => Number(value) * 2 }, '21', 42],
  ];
  it.each(cases)('%s', (_name, entry, raw, expected) => {
    expect(coerceConfigValue('key', entry, raw)).toEqual(expected);
  });

  const bad: [string, ConfigEntry, unknown][] = [
    ['string given a number', { format: 'string', default: '' }, 12],
    ['integer given a fraction', { format: 'integer', default: 0 }, '1.5'],
    ['integer given text', { format: 'integer', default: 0 }, 'ten'],
    ['float given text', { format: 'float', default: 0 }, 'pi'],
    ['enum outside the list', { format: 'enum', values: ['production', 'development'], default: 'development' }, 'staging'],
    ['boolean given a number', { format: 'boolean', default: false }, 1],
    ['array given a number', { format: 'array', default: [] }, 3],
  ];
  it.each(bad)('throws a TypeError naming key and value: %s', (_name, entry, raw) => {
    expect(() => coerceConfigValue('app.thing', entry, raw)).toThrow(TypeError);
    expect(() => coerceConfigValue('app.thing', entry, raw)).toThrow(/app\.thing/);
    expect(() => coerceConfigValue('app.thing', entry, raw)).toThrow(JSON.stringify(raw));
  });

  it('throws an invalid-format error for an unknown format', () => {
    const entry = { format: 'colour', default: 'red' } as unknown as ConfigEntry;
    expect(() => coerceConfigValue('theme', entry, 'red')).toThrow(InvalidConfigFormatError);
    expect(() => coerceConfigValue('theme', entry, 'red')).toThrow(/Invalid format "colour".*"theme"/);
  });
});

describe('resolveConfig with the app schema', () => {
  it('uses the defaults of the spec when nothing is set', () => {
    const config = resolveConfig(appConfigSchema, {});
    expect(config.app).toEqual({ version: '0.0.0', lastCommitSha: '', baseUrl: '/', env: 'development' });
    expect(config.tracker).toEqual({ enabled: false, domain: '', apiHost: '', trackLocalhost: false });
    expect(config.showBanner).toBe(false);
  });

  it('reads every key from its environment variable', () => {
    const config = resolveConfig(appConfigSchema, {
      PACKAGE_VERSION: '1.2.3',
      VITE_COMMIT_SHA: 'abcdef1234567',
      BASE_URL: '/tools/',
      VITE_APP_ENV: 'production',
      VITE_TRACKER_ENABLED: 'true',
      VITE_PLAUSIBLE_DOMAIN: 'it-tools.example',
      VITE_PLAUSIBLE_API_HOST: 'https://stats.example',
      VITE_TRACK_LOCALHOST: 'true',
      VITE_SHOW_BANNER: 'true',
    });
    expect(config.app).toEqual({ version: '1.2.3', lastCommitSha: 'abcdef1234567', baseUrl: '/tools/', env: 'production' });
    expect(config.tracker).toEqual({ enabled: true, domain: 'it-tools.example', apiHost: 'https://stats.example', trackLocalhost: true });
    expect(config.showBanner).toBe(true);
  });

  it('fails on a bad environment value, naming the dotted key', () => {
    expect(() => resolveConfig(appConfigSchema, { VITE_APP_ENV: 'staging' })).toThrow(/"app\.env".*"staging"/);
  });
});
