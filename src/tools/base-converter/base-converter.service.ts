import { ToolInputError } from '../../lib/errors';

/**
 * Integer base converter: whole numbers of any size (BigInt) between any two bases from 2 to 64.
 * The digit alphabet is positional: 0–9, a–z (10–35), A–Z (36–61), `+` (62), `/` (63); base b
 * uses its first b symbols (so base 64 is not RFC 4648 Base64: 42 is `G`). Up to base 36 letters
 * are case-insensitive; above, case matters.
 *
 * Both directions avoid a digit-by-digit BigInt loop (quadratic): see the chunked, halving
 * helpers below.
 */

export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';
export const MIN_BASE = 2;
export const MAX_BASE = 64;

export function isValidBase(base: number): boolean {
  return Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE;
}

/** The text of a base field → the base, or undefined when it is not an integer in 2–64 (never clamped). */
export function parseBase(text: string | number): number | undefined {
  const trimmed = String(text).trim();
  if (!/^\d+(?:\.0*)?$/.test(trimmed)) return undefined;
  const base = Number(trimmed);
  return isValidBase(base) ? base : undefined;
}

const PREFIXES: Readonly<Record<string, number>> = { x: 16, o: 8, b: 2 };
export type BasePrefix = '0x' | '0o' | '0b';

export interface ParsedInteger {
  value: bigint;
  /** The base the digits were read in: the input base, or the prefix's. */
  base: number;
  /** The `0x`/`0o`/`0b` prefix that chose the base, if any. */
  prefix?: BasePrefix;
}

/**
 * Large numbers: digits are packed k at a time into ordinary numbers ("chunks" in base B = base^k,
 * B < 2^53), then chunks are combined (or split) by halves with BigInt powers of B. Bases 2, 8,
 * 10, 16 and 36 and below use the engine's own BigInt parsing and printing; powers of two
 * (4, 32, 64) go through the binary text, which is linear.
 */
function chunkDigits(base: number): number {
  return Math.floor(53 / Math.log2(base)) - 1;
}

const powerCache = new Map<string, bigint>();

function chunkPower(chunkBase: bigint, exponent: number): bigint {
  const key = `${chunkBase}^${exponent}`;
  let value = powerCache.get(key);
  if (value === undefined) {
    value = chunkBase ** BigInt(exponent);
    if (powerCache.size > 256) powerCache.clear();
    powerCache.set(key, value);
  }
  return value;
}

function chunksToBigInt(chunks: readonly number[], start: number, end: number, chunkBase: bigint): bigint {
  if (end - start <= 16) {
    let value = 0n;
    for (let index = start; index < end; index += 1) value = value * chunkBase + BigInt(chunks[index]!);
    return value;
  }
  const lowCount = Math.floor((end - start) / 2);
  const middle = end - lowCount;
  return chunksToBigInt(chunks, start, middle, chunkBase) * chunkPower(chunkBase, lowCount) + chunksToBigInt(chunks, middle, end, chunkBase);
}

const NATIVE_PREFIX: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/** Digit values (already checked, most significant first) → the number. */
function digitsToBigInt(values: Uint8Array, text: string, base: number): bigint {
  const nativePrefix = NATIVE_PREFIX[base];
  if (nativePrefix !== undefined) return BigInt(nativePrefix + text);
  const bitsPerDigit = Math.log2(base);
  if (Number.isInteger(bitsPerDigit)) {
    let bits = '';
    for (const value of values) bits += value.toString(2).padStart(bitsPerDigit, '0');
    return BigInt(`0b${bits}`);
  }
  const k = chunkDigits(base);
  const chunks: number[] = [];
  // The first chunk takes the remainder so that every other chunk has exactly k digits.
  let index = 0;
  const first = values.length % k || k;
  for (let end = first; index < values.length; end += k) {
    let chunk = 0;
    for (; index < end; index += 1) chunk = chunk * base + values[index]!;
    chunks.push(chunk);
  }
  return chunksToBigInt(chunks, 0, chunks.length, BigInt(base) ** BigInt(k));
}

/**
 * Reads `text` in `base`: surrounding spaces ignored, leading zeros fine, an optional leading `-`,
 * and an optional `0x`/`0o`/`0b` prefix (any case) that selects base 16/8/2 when its letter is not
 * itself a digit of `base` (in base 16, `0b1` is the number 0xb1). Empty text (or a lone sign or
 * prefix) gives undefined; a symbol outside the base throws `invalidDigit`, naming the first one.
 */
export function parseInteger(text: string, base: number): ParsedInteger | undefined {
  let body = text.trim();
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1);
  let readBase = base;
  let prefix: BasePrefix | undefined;
  const prefixMatch = /^0([xob])/i.exec(body);
  if (prefixMatch) {
    const letter = prefixMatch[1]!.toLowerCase();
    const letterIsDigit = digitValue(prefixMatch[1]!, base) !== undefined;
    if (!letterIsDigit) {
      readBase = PREFIXES[letter]!;
      prefix = `0${letter}` as BasePrefix;
      body = body.slice(2);
    }
  }
  if (body === '') return undefined;
  const values = new Uint8Array(body.length);
  for (let index = 0; index < body.length; index += 1) {
    const value = digitValue(body.charAt(index), readBase);
    if (value === undefined) {
      const char = String.fromCodePoint(body.codePointAt(index)!);
      throw new ToolInputError('invalidDigit', { params: { char, base: readBase } });
    }
    values[index] = value;
  }
  const magnitude = digitsToBigInt(values, body.toLowerCase(), readBase);
  return { value: negative ? -magnitude : magnitude, base: readBase, ...(prefix ? { prefix } : {}) };
}

function digitValue(char: string, base: number): number | undefined {
  const symbol = base <= 36 ? char.toLowerCase() : char;
  const value = symbol.length === 1 ? DIGITS.indexOf(symbol) : -1;
  return value >= 0 && value < base ? value : undefined;
}

/** A chunk (< base^k) as exactly `width` digits, or without padding when `width` is 0. */
function chunkToDigits(chunk: number, base: number, width: number): string {
  let out = '';
  let rest = chunk;
  do {
    out = DIGITS.charAt(rest % base) + out;
    rest = Math.floor(rest / base);
  } while (rest > 0);
  return width > 0 ? out.padStart(width, '0') : out;
}

/** A magnitude's digits: the engine's up to base 36, the binary text for 64, halves otherwise. */
function bigIntToDigits(value: bigint, base: number): string {
  if (base <= 36) return value.toString(base);
  const bitsPerDigit = Math.log2(base);
  if (Number.isInteger(bitsPerDigit)) {
    let bits = value.toString(2);
    bits = bits.padStart(Math.ceil(bits.length / bitsPerDigit) * bitsPerDigit, '0');
    let out = '';
    for (let index = 0; index < bits.length; index += bitsPerDigit) out += DIGITS.charAt(Number.parseInt(bits.slice(index, index + bitsPerDigit), 2));
    return out;
  }
  const k = chunkDigits(base);
  const chunkBase = BigInt(base) ** BigInt(k);
  /** `padded`: the part is a low half and must fill exactly `count` chunks. */
  const write = (part: bigint, count: number, padded: boolean): string => {
    if (count <= 1) return chunkToDigits(Number(part), base, padded ? k : 0);
    const lowCount = Math.floor(count / 2);
    const divisor = chunkPower(chunkBase, lowCount);
    const high = part / divisor;
    const low = write(part % divisor, lowCount, true);
    if (!padded && high === 0n) return low.replace(/^0+(?=.)/, '');
    return write(high, count - lowCount, padded) + low;
  };
  const chunkCount = Math.max(1, Math.ceil(value.toString(16).length * 4 / Math.log2(Number(chunkBase))) + 1);
  return write(value, chunkCount, false);
}

/** `value` in `base` with the alphabet above (lowercase letters up to base 36), no prefix; zero is `0`. */
export function formatInteger(value: bigint, base: number): string {
  if (!isValidBase(base)) throw new ToolInputError('invalidBase');
  const digits = bigIntToDigits(value < 0n ? -value : value, base);
  return value < 0n ? `-${digits}` : digits;
}

/** Converts the digits of `text` from one base to another (empty text gives empty text). */
export function convertBase(text: string, fromBase: number, toBase: number): string {
  if (!isValidBase(fromBase) || !isValidBase(toBase)) throw new ToolInputError('invalidBase');
  const parsed = parseInteger(text, fromBase);
  return parsed ? formatInteger(parsed.value, toBase) : '';
}

/** Spaces every `size` digits, counted from the right (a leading `-` stays attached). */
export function groupDigits(text: string, size: number): string {
  if (size <= 0) return text;
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return (negative ? '-' : '') + groups.join(' ');
}

export const TWOS_COMPLEMENT_WIDTHS = [8, 16, 32, 64] as const;
export type TwosComplementWidth = (typeof TWOS_COMPLEMENT_WIDTHS)[number];

export interface TwosComplement {
  /** The `bits`-bit pattern, most significant bit first. */
  binary: string;
  hex: string;
  /** The pattern read back as a signed number (`ff` on 8 bits is −1). */
  signed: bigint;
}

/**
 * The `bits`-bit two's-complement pattern of `value`, for values from −2^(bits−1) to 2^bits − 1
 * (non-negative values up to the unsigned maximum are their own pattern); undefined outside.
 */
export function twosComplement(value: bigint, bits: number): TwosComplement | undefined {
  const width = BigInt(bits);
  const modulus = 1n << width;
  if (value < -(modulus >> 1n) || value >= modulus) return undefined;
  const pattern = value < 0n ? modulus + value : value;
  const signed = pattern >= modulus >> 1n ? pattern - modulus : pattern;
  return { binary: pattern.toString(2).padStart(bits, '0'), hex: pattern.toString(16).padStart(bits / 4, '0'), signed };
}

/** The fixed outputs of the screen, in order, with their bases. */
export const FIXED_OUTPUTS = [
  ['binary', 2],
  ['octal', 8],
  ['decimal', 10],
  ['hexadecimal', 16],
  ['base64', 64],
] as const;
export type FixedOutput = (typeof FIXED_OUTPUTS)[number][0];

export type BaseConversion =
  | { status: 'empty' }
  | { status: 'invalidDigit'; char: string; base: number }
  | {
      status: 'ok';
      value: bigint;
      /** The base the input was read in (the prefix's, when one chose it). */
      readBase: number;
      prefix?: BasePrefix;
      outputs: Record<FixedOutput, string>;
      /** Empty when the custom base is invalid. */
      custom: string;
    };

/**
 * Everything the screen shows for one input: the five fixed bases and the custom one. The input
 * base must be valid (the screen checks it first); an invalid custom base only empties `custom`.
 */
export function convertToAll(text: string, inputBase: number, customBase: number | undefined): BaseConversion {
  let parsed: ParsedInteger | undefined;
  try {
    parsed = parseInteger(text, inputBase);
  } catch (error) {
    if (error instanceof ToolInputError && error.messageKey === 'invalidDigit') {
      return { status: 'invalidDigit', char: String(error.params?.char), base: Number(error.params?.base) };
    }
    throw error;
  }
  if (!parsed) return { status: 'empty' };
  const { value } = parsed;
  const outputs = Object.fromEntries(FIXED_OUTPUTS.map(([name, base]) => [name, formatInteger(value, base)])) as Record<FixedOutput, string>;
  const custom = customBase !== undefined && isValidBase(customBase) ? formatInteger(value, customBase) : '';
  return { status: 'ok', value, readBase: parsed.base, ...(parsed.prefix ? { prefix: parsed.prefix } : {}), outputs, custom };
}

export const DIGIT_GROUPINGS = ['none', 'nibbles', 'bytes'] as const;
export type DigitGrouping = (typeof DIGIT_GROUPINGS)[number];

/** Display options applied to a finished conversion: grouping (binary by 4 or 8, hex by 2 for bytes) and uppercase hex. */
export function displayDigits(text: string, base: number, grouping: DigitGrouping, uppercaseHex: boolean): string {
  let shown = base === 16 && uppercaseHex ? text.toUpperCase() : text;
  if (base === 2 && grouping !== 'none') shown = groupDigits(shown, grouping === 'nibbles' ? 4 : 8);
  if (base === 16 && grouping === 'bytes') shown = groupDigits(shown, 2);
  return shown;
}
