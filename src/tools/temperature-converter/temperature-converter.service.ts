export const TEMPERATURE_SCALES = ['kelvin', 'celsius', 'fahrenheit', 'rankine', 'delisle', 'newton', 'reaumur', 'romer'] as const;
export type TemperatureScale = (typeof TEMPERATURE_SCALES)[number];

export const SCALE_SYMBOLS: Record<TemperatureScale, string> = {
  kelvin: 'K',
  celsius: '°C',
  fahrenheit: '°F',
  rankine: '°R',
  delisle: '°De',
  newton: '°N',
  reaumur: '°Ré',
  romer: '°Rø',
};

export const MIN_DECIMAL_PLACES = 0;
export const MAX_DECIMAL_PLACES = 10;
export const DEFAULT_DECIMAL_PLACES = 2;

/** Kelvin values above −1e-9 count as 0 K: binary noise of a round trip never warns. */
const ABSOLUTE_ZERO_TOLERANCE = 1e-9;

const CONVERSIONS: Record<TemperatureScale, { toKelvin: (value: number) => number; fromKelvin: (kelvin: number) => number }> = {
  kelvin: { toKelvin: (k) => k, fromKelvin: (k) => k },
  celsius: { toKelvin: (c) => c + 273.15, fromKelvin: (k) => k - 273.15 },
  fahrenheit: { toKelvin: (f) => ((f + 459.67) * 5) / 9, fromKelvin: (k) => (k * 9) / 5 - 459.67 },
  rankine: { toKelvin: (r) => (r * 5) / 9, fromKelvin: (k) => (k * 9) / 5 },
  delisle: { toKelvin: (de) => 373.15 - (de * 2) / 3, fromKelvin: (k) => ((373.15 - k) * 3) / 2 },
  newton: { toKelvin: (n) => (n * 100) / 33 + 273.15, fromKelvin: (k) => ((k - 273.15) * 33) / 100 },
  reaumur: { toKelvin: (re) => (re * 5) / 4 + 273.15, fromKelvin: (k) => ((k - 273.15) * 4) / 5 },
  romer: { toKelvin: (ro) => ((ro - 7.5) * 40) / 21 + 273.15, fromKelvin: (k) => ((k - 273.15) * 21) / 40 + 7.5 },
};

export function toKelvin(scale: TemperatureScale, value: number): number {
  return CONVERSIONS[scale].toKelvin(value);
}

export function fromKelvin(scale: TemperatureScale, kelvin: number): number {
  return CONVERSIONS[scale].fromKelvin(kelvin);
}

/** Converts between any two scales through Kelvin. */
export function convertTemperature(value: number, from: TemperatureScale, to: TemperatureScale): number {
  return from === to ? value : fromKelvin(to, toKelvin(from, value));
}

export function isBelowAbsoluteZero(kelvin: number): boolean {
  return kelvin < -ABSOLUTE_ZERO_TOLERANCE;
}

/** A field's value as typed: undefined while empty or not yet a number (`-`, `.`). */
export function parseTemperature(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Display rounding: first cut binary noise to 15 significant digits, then round half away from
 * zero to `places` decimals in decimal arithmetic (so 1.005 → 1.01, which Math.round misses),
 * drop trailing zeros, never `-0`. Plain decimal notation, no exponent, no thousands separator.
 */
export function formatTemperature(value: number, places: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [mantissa, exponentText] = Math.abs(value).toExponential(14).split('e') as [string, string];
  // |value| = digits × 10^(exponent − 14), with 15 significant digits.
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponentText) - 14 + places;
  let scaled: bigint;
  if (shift >= 0) {
    scaled = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    scaled = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) scaled += 1n;
  }
  if (scaled === 0n) return '0';
  const text = scaled.toString().padStart(places + 1, '0');
  const integer = text.slice(0, text.length - places);
  const fraction = text.slice(text.length - places).replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** Every scale's display from one source value, recomputed through Kelvin, rounded for display. */
export function convertAll(source: TemperatureScale, value: number, places: number): Record<TemperatureScale, string> {
  const kelvin = toKelvin(source, value);
  return Object.fromEntries(TEMPERATURE_SCALES.map((scale) => [scale, formatTemperature(scale === source ? value : fromKelvin(scale, kelvin), places)])) as Record<
    TemperatureScale,
    string
  >;
}
