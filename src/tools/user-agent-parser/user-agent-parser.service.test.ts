import { describe, expect, it } from 'vitest';
import { formatBrands, parseUserAgent, type ParsedUserAgent } from './user-agent-parser.service';

const NOTHING: ParsedUserAgent = {
  browserName: undefined,
  browserVersion: undefined,
  engineName: undefined,
  engineVersion: undefined,
  osName: undefined,
  osVersion: undefined,
  deviceModel: undefined,
  deviceType: undefined,
  deviceVendor: undefined,
  cpuArchitecture: undefined,
};

// Expected values read off each string by hand: the browser token (Chrome/120…, Firefox/121.0,
// Version/17.2 for Safari), the platform in parentheses (Windows NT 10.0 = Windows 10, Win64/x86_64
// = amd64, Android 14, iPhone OS 17_2) and the model token (SM-S918B is Samsung's Galaxy S23 Ultra).
const cases: [string, string, Partial<ParsedUserAgent>][] = [
  [
    'desktop Chrome on Windows 10 x64',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { browserName: 'Chrome', browserVersion: '120.0.0.0', engineName: 'Blink', engineVersion: '120.0.0.0', osName: 'Windows', osVersion: '10', cpuArchitecture: 'amd64' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { browserName: 'Firefox', browserVersion: '121.0', engineName: 'Gecko', engineVersion: '121.0', osName: 'Linux', cpuArchitecture: 'amd64' },
  ],
  [
    'Samsung Android phone',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    {
      browserName: 'Chrome',
      browserVersion: '120.0.6099.144',
      engineName: 'Blink',
      engineVersion: '120.0.6099.144',
      osName: 'Android',
      osVersion: '14',
      deviceVendor: 'Samsung',
      deviceModel: 'SM-S918B',
      deviceType: 'mobile',
    },
  ],
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    {
      browserName: 'Mobile Safari',
      browserVersion: '17.2',
      engineName: 'WebKit',
      engineVersion: '605.1.15',
      osName: 'iOS',
      osVersion: '17.2',
      deviceVendor: 'Apple',
      deviceModel: 'iPhone',
      deviceType: 'mobile',
    },
  ],
];

describe('parseUserAgent', () => {
  it.each(cases)('%s', (_name, ua, expected) => {
    expect(parseUserAgent(ua)).toEqual({ ...NOTHING, ...expected });
  });

  it('trims the input', () => {
    expect(parseUserAgent(`  ${cases[0]![1]}\n`)).toEqual(parseUserAgent(cases[0]![1]));
  });

  it.each([
    ['empty', ''],
    ['blank', '  \n '],
    ['curl', 'curl/8.4.0'],
    ['200,000 characters of junk', '\u0000\u0001💥 ('.repeat(40_000)],
  ])('%s gives no value at all, without error', (_name, ua) => {
    expect(parseUserAgent(ua)).toEqual(NOTHING);
  });
});

describe('formatBrands', () => {
  it('lists brands with their versions, without the GREASE brand', () => {
    expect(
      formatBrands([
        { brand: 'Not_A Brand', version: '8.0.0.0' },
        { brand: 'Chromium', version: '120.0.6099.71' },
        { brand: 'Google Chrome', version: '120.0.6099.71' },
      ]),
    ).toBe('Chromium 120.0.6099.71, Google Chrome 120.0.6099.71');
    expect(formatBrands(undefined)).toBe('');
  });
});
