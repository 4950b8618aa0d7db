/**
 * What the browser exposes locally about the device, as plain values. Every property is optional:
 * a missing API or an empty value becomes `undefined`, which the screen shows as "unknown".
 */
export interface DeviceEnvironment {
  screen?: {
    availWidth?: number;
    availHeight?: number;
    colorDepth?: number;
    orientation?: { type?: string; angle?: number } | null;
  };
  devicePixelRatio?: number;
  innerWidth?: number;
  innerHeight?: number;
  navigator?: {
    vendor?: string;
    languages?: readonly string[];
    platform?: string;
    userAgent?: string;
    hardwareConcurrency?: number;
  };
  timeZone?: string;
}

export const SCREEN_FIELDS = ['screenSize', 'orientation', 'orientationAngle', 'colorDepth', 'pixelRatio', 'windowSize'] as const;
export const DEVICE_FIELDS = ['vendor', 'languages', 'platform', 'userAgent', 'timeZone', 'cpuCores'] as const;
export type DeviceField = (typeof SCREEN_FIELDS)[number] | (typeof DEVICE_FIELDS)[number];
export type DeviceInfo = Record<DeviceField, string | undefined>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const size = (width: unknown, height: unknown) => (isNumber(width) && isNumber(height) ? `${width} x ${height}` : undefined);

/** The twelve values in their display formats (`1920 x 1040`, `90°`, `24 bits`, `2 dppx`…). */
export function describeDevice(env: DeviceEnvironment): DeviceInfo {
  const { screen, navigator } = env;
  const orientation = screen?.orientation ?? undefined;
  const languages = Array.isArray(navigator?.languages) ? navigator.languages.filter((language) => text(language)) : [];
  return {
    screenSize: size(screen?.availWidth, screen?.availHeight),
    orientation: text(orientation?.type),
    orientationAngle: isNumber(orientation?.angle) ? `${orientation.angle}°` : undefined,
    colorDepth: isNumber(screen?.colorDepth) ? `${screen.colorDepth} bits` : undefined,
    pixelRatio: isNumber(env.devicePixelRatio) ? `${env.devicePixelRatio} dppx` : undefined,
    windowSize: size(env.innerWidth, env.innerHeight),
    vendor: text(navigator?.vendor),
    languages: languages.length > 0 ? languages.join(', ') : undefined,
    platform: text(navigator?.platform),
    userAgent: text(navigator?.userAgent),
    timeZone: text(env.timeZone),
    cpuCores: isNumber(navigator?.hardwareConcurrency) && navigator.hardwareConcurrency > 0 ? String(navigator.hardwareConcurrency) : undefined,
  };
}

/** Reads the live values from the page (never throws: a missing API is simply left out). */
export function readEnvironment(): DeviceEnvironment {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  if (typeof window === 'undefined') return { timeZone };
  const { screen, navigator } = window;
  return {
    screen: screen
      ? {
          availWidth: screen.availWidth,
          availHeight: screen.availHeight,
          colorDepth: screen.colorDepth,
          orientation: screen.orientation ? { type: screen.orientation.type, angle: screen.orientation.angle } : undefined,
        }
      : undefined,
    devicePixelRatio: window.devicePixelRatio,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    navigator: navigator
      ? {
          vendor: navigator.vendor,
          languages: navigator.languages,
          platform: navigator.platform,
          userAgent: navigator.userAgent,
          hardwareConcurrency: navigator.hardwareConcurrency,
        }
      : undefined,
    timeZone,
  };
}

/** The report for "Copy all as JSON": each visible label → its shown value. */
export function deviceReportJson(entries: readonly (readonly [label: string, value: string])[]): string {
  return JSON.stringify(Object.fromEntries(entries), null, 2);
}
