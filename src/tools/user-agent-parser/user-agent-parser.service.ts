import { UAParser } from 'ua-parser-js';

/** The values shown, grouped by card, in the screen's order. */
export const UA_SECTIONS = {
  browser: ['browserName', 'browserVersion'],
  engine: ['engineName', 'engineVersion'],
  os: ['osName', 'osVersion'],
  device: ['deviceModel', 'deviceType', 'deviceVendor'],
  cpu: ['cpuArchitecture'],
} as const;

export type UaSection = keyof typeof UA_SECTIONS;
export type UaField = (typeof UA_SECTIONS)[UaSection][number];
/** Every value, `undefined` when the string does not say. */
export type ParsedUserAgent = Record<UaField, string | undefined>;

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

const known = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value);

/**
 * Parses a user-agent string with ua-parser-js 1.0 (MIT). The input is trimmed; an empty input
 * gives nothing at all — the library would otherwise fall back to the visitor's own browser.
 */
export function parseUserAgent(text: string): ParsedUserAgent {
  const ua = text.trim();
  if (ua === '') return { ...NOTHING };
  const { browser, engine, os, device, cpu } = new UAParser(ua).getResult();
  return {
    browserName: known(browser.name),
    browserVersion: known(browser.version),
    engineName: known(engine.name),
    engineVersion: known(engine.version),
    osName: known(os.name),
    osVersion: known(os.version),
    deviceModel: known(device.model),
    deviceType: known(device.type),
    deviceVendor: known(device.vendor),
    cpuArchitecture: known(cpu.architecture),
  };
}

/** The User-Agent Client Hints a Chromium browser gives about itself (`getHighEntropyValues`). */
export interface ClientHints {
  platform?: string;
  platformVersion?: string;
  architecture?: string;
  bitness?: string;
  model?: string;
  mobile?: boolean;
  fullVersionList?: { brand: string; version: string }[];
}

/** `Chromium 120.0.6099.71, Google Chrome 120.0.6099.71` — GREASE brands ("Not A;Brand") dropped. */
export function formatBrands(brands: readonly { brand: string; version: string }[] | undefined): string {
  return (brands ?? [])
    .filter(({ brand }) => !/not.?a.?brand/i.test(brand))
    .map(({ brand, version }) => `${brand} ${version}`)
    .join(', ');
}
