import { cryptoRandom, secureRandomIndices, type RandomSource } from '../../lib/random';

/** The four character sets, in the order they are concatenated. All 26 letters, `N`/`n` included. */
export const UPPERCASE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE_CHARS = 'abcdefghijklmnopqrstuvwxyz';
export const NUMBER_CHARS = '0123456789';
export const SYMBOL_CHARS = '.,;:!?/-"\'#{([|\\@)]=}*+';
/** Characters easily mistaken for one another: zero, capital o, small o, one, small L, capital i. */
export const LOOK_ALIKE_CHARS = '0Oo1lI';

export const MIN_LENGTH = 1;
export const MAX_LENGTH = 512;
export const DEFAULT_LENGTH = 64;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
export const DEFAULT_QUANTITY = 1;

export interface AlphabetOptions {
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  /** Characters never to use (any order, duplicates and characters outside the sets are ignored). */
  exclude?: string;
  /** Drop 0 O o 1 l I. */
  avoidLookAlikes?: boolean;
}

/** The enabled sets concatenated (upper, lower, digits, symbols) minus the excluded characters. */
export function buildAlphabet({ uppercase, lowercase, numbers, symbols, exclude = '', avoidLookAlikes = false }: AlphabetOptions): string {
  const sets = [uppercase && UPPERCASE_CHARS, lowercase && LOWERCASE_CHARS, numbers && NUMBER_CHARS, symbols && SYMBOL_CHARS];
  const excluded = new Set(Array.from(exclude + (avoidLookAlikes ? LOOK_ALIKE_CHARS : '')));
  const chosen = new Set<string>();
  for (const set of sets) {
    if (!set) continue;
    for (const char of set) if (!excluded.has(char)) chosen.add(char);
  }
  return [...chosen].join('');
}

/** `length` characters, each drawn independently and uniformly from `alphabet`; empty for an empty alphabet. */
export function generateToken(alphabet: string, length: number, random: RandomSource = cryptoRandom): string {
  const chars = Array.from(alphabet);
  if (chars.length === 0 || length <= 0) return '';
  return secureRandomIndices(length, chars.length, random)
    .map((index) => chars[index])
    .join('');
}

/** `quantity` independent tokens (an empty list for an empty alphabet). */
export function generateTokens(alphabet: string, length: number, quantity: number, random: RandomSource = cryptoRandom): string[] {
  if (alphabet === '') return [];
  return Array.from({ length: Math.max(0, quantity) }, () => generateToken(alphabet, length, random));
}

/** Entropy of one token in bits: length × log2(alphabet size); 0 when there is nothing to choose. */
export function tokenEntropyBits(length: number, alphabetSize: number): number {
  if (alphabetSize <= 1 || length <= 0) return 0;
  return length * Math.log2(alphabetSize);
}

/** An integer in [min, max]: rounds, clamps, and returns `fallback` for anything that is not a finite number. */
export function clampInteger(value: number | string, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

/** A token length in 1–512; an empty or non-numeric value keeps `previous`. */
export function clampLength(value: number | string, previous: number = DEFAULT_LENGTH): number {
  return clampInteger(value, MIN_LENGTH, MAX_LENGTH, clampInteger(previous, MIN_LENGTH, MAX_LENGTH, DEFAULT_LENGTH));
}

/** A token count in 1–100; an empty or non-numeric value keeps `previous`. */
export function clampQuantity(value: number | string, previous: number = DEFAULT_QUANTITY): number {
  return clampInteger(value, MIN_QUANTITY, MAX_QUANTITY, clampInteger(previous, MIN_QUANTITY, MAX_QUANTITY, DEFAULT_QUANTITY));
}
