import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const MAC_SEPARATORS = ['colon', 'hyphen', 'dot', 'none'] as const;
export type MacSeparator = (typeof MAC_SEPARATORS)[number];
export const MAC_CASES = ['uppercase', 'lowercase'] as const;
export type MacCase = (typeof MAC_CASES)[number];

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
export const DEFAULT_PREFIX = '64:16:7F';
export const MAX_PREFIX_BYTES = 5;
const MAC_BYTES = 6;

/**
 * A partial MAC address: groups of 1–2 hex digits separated by `:`, `-`, `.` or spaces (empty
 * groups ignored, a 1-digit group left-padded: `ff:ee:a` → ff ee 0a), or a bare run of hex digits
 * split into pairs from the left (`0123456` → 01 23 45 06). At most 5 bytes; empty = no prefix.
 * Throws `invalidPrefix`.
 */
export function parseMacPrefix(text: string): number[] {
  if (text.length > 64) throw new ToolInputError('invalidPrefix');
  const groups = text.split(/[:\-. ]/).filter((group) => group !== '');
  let pairs: string[];
  if (groups.length === 1 && /^[0-9a-f]+$/i.test(groups[0] as string) && !/[:\-. ]/.test(text.trim())) {
    pairs = (groups[0] as string).match(/.{1,2}/g) ?? [];
  } else {
    if (!groups.every((group) => /^[0-9a-f]{1,2}$/i.test(group))) throw new ToolInputError('invalidPrefix');
    pairs = groups;
  }
  if (pairs.length > MAX_PREFIX_BYTES || !pairs.every((pair) => /^[0-9a-f]{1,2}$/i.test(pair))) throw new ToolInputError('invalidPrefix');
  return pairs.map((pair) => Number.parseInt(pair, 16));
}

/** Colon `64:16:7F:12:AB:9C`, hyphen, Cisco dot `6416.7F12.AB9C` or none, then the letter case. */
export function formatMac(bytes: readonly number[], separator: MacSeparator, letterCase: MacCase): string {
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0'));
  let text: string;
  if (separator === 'dot') text = (hex.join('').match(/.{1,4}/g) ?? []).join('.');
  else text = hex.join(separator === 'colon' ? ':' : separator === 'hyphen' ? '-' : '');
  return letterCase === 'uppercase' ? text.toUpperCase() : text.toLowerCase();
}

/** An integer quantity in 1–100; throws `invalidQuantity` otherwise (also for empty). */
export function checkQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < MIN_QUANTITY || number > MAX_QUANTITY) throw new ToolInputError('invalidQuantity');
  return number;
}

export interface MacGeneratorOptions {
  quantity: number;
  /** Prefix bytes (0–5), used verbatim. */
  prefix: readonly number[];
  separator: MacSeparator;
  letterCase: MacCase;
  /** With no prefix: force the first byte to a locally administered unicast one, else a universal unicast one. */
  locallyAdministered: boolean;
}

/** One address: the prefix then random bytes; with no prefix the first byte is always unicast. */
export function generateMacBytes(prefix: readonly number[], locallyAdministered: boolean, random: RandomSource = cryptoRandom): number[] {
  const randomBytes = random.getRandomValues(new Uint8Array(MAC_BYTES - prefix.length));
  const bytes = [...prefix, ...randomBytes];
  if (prefix.length === 0) bytes[0] = locallyAdministered ? ((bytes[0] as number) & 0xfc) | 0x02 : (bytes[0] as number) & 0xfc;
  return bytes;
}

/** `quantity` addresses, one per line, no trailing newline. */
export function generateMacAddresses(options: MacGeneratorOptions, random: RandomSource = cryptoRandom): string {
  const quantity = checkQuantity(options.quantity);
  if (options.prefix.length > MAX_PREFIX_BYTES) throw new ToolInputError('invalidPrefix');
  return Array.from({ length: quantity }, () => formatMac(generateMacBytes(options.prefix, options.locallyAdministered, random), options.separator, options.letterCase)).join('\n');
}
