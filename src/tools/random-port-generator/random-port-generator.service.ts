import { cryptoRandom, secureRandomBelow, type RandomSource } from '../../lib/random';

export const MIN_PORT = 1024;
export const MAX_PORT = 65535;

/** A field's text → a whole number in 1024–65535, or undefined. */
export function parsePort(text: string | number): number | undefined {
  const trimmed = String(text).trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_PORT && value <= MAX_PORT ? value : undefined;
}

export type PortRangeError = 'portError' | 'rangeError';

/** Errors of the two fields (the order error goes under Maximum). */
export function validatePortRange(minText: string | number, maxText: string | number): { min?: PortRangeError; max?: PortRangeError; range?: [number, number] } {
  const min = parsePort(minText);
  const max = parsePort(maxText);
  if (min === undefined || max === undefined) return { min: min === undefined ? 'portError' : undefined, max: max === undefined ? 'portError' : undefined };
  if (min > max) return { max: 'rangeError' };
  return { range: [min, max] };
}

/**
 * A port drawn uniformly from [min, max] with crypto.getRandomValues and rejection sampling (no
 * modulo bias). Never below 1024: the well-known ports are excluded whatever the range says.
 */
export function randomPort(min = MIN_PORT, max = MAX_PORT, random: RandomSource = cryptoRandom): number {
  const low = Math.max(MIN_PORT, Math.min(min, max));
  const high = Math.min(MAX_PORT, Math.max(min, max, low));
  return low + secureRandomBelow(high - low + 1, random);
}
