import { ToolInputError } from '../../lib/errors';

/**
 * Roman numerals in standard subtractive notation (IV, IX, XL, XC, CD, CM). Only canonical numerals
 * are read: I/X/C/M at most three times in a row, V/L/D at most once, only the six subtractive
 * pairs. Beyond 3,999, the vinculum notation puts an overline (U+0305 after each letter) on the
 * thousands: 4,000 is I̅V̅, 3,999,999 is M̅M̅M̅C̅M̅X̅C̅I̅X̅CMXCIX.
 */

export const MIN_ROMAN = 1;
export const MAX_ROMAN = 3999;
export const MAX_VINCULUM = 3_999_999;
/** COMBINING OVERLINE: the letter before it counts a thousand times. */
export const OVERLINE = '\u0305';

const SYMBOLS: readonly [string, number][] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

/** One symbol of a numeral and what it adds: `CM` (900), or `I̅V̅` (4000) in vinculum notation. */
export interface RomanPart {
  symbol: string;
  value: number;
}

function partsBelow4000(value: number, thousands: boolean): RomanPart[] {
  const parts: RomanPart[] = [];
  let rest = value;
  for (const [symbol, worth] of SYMBOLS) {
    while (rest >= worth) {
      parts.push(thousands ? { symbol: overline(symbol), value: worth * 1000 } : { symbol, value: worth });
      rest -= worth;
    }
  }
  return parts;
}

function overline(symbol: string): string {
  return [...symbol].map((letter) => letter + OVERLINE).join('');
}

/** The number field's value → a whole number (decimals floored), or undefined for non-numbers. */
export function parseArabicInput(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Math.floor(Number(text));
}

/**
 * The parts of `value` (decimals floored). Valid from 1 to 3,999, or to 3,999,999 with `vinculum`;
 * anything else throws `invalidArabic` (never clamped).
 */
export function arabicToRomanParts(value: number, vinculum = false): RomanPart[] {
  const whole = Math.floor(value);
  const max = vinculum ? MAX_VINCULUM : MAX_ROMAN;
  if (!Number.isFinite(whole) || whole < MIN_ROMAN || whole > max) throw new ToolInputError(vinculum ? 'invalidArabicVinculum' : 'invalidArabic');
  if (whole <= MAX_ROMAN) return partsBelow4000(whole, false);
  return [...partsBelow4000(Math.floor(whole / 1000), true), ...partsBelow4000(whole % 1000, false)];
}

export function arabicToRoman(value: number, vinculum = false): string {
  return arabicToRomanParts(value, vinculum)
    .map((part) => part.symbol)
    .join('');
}

const CANONICAL = /^(M{0,3})(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** The parts of a canonical numeral below 4,000, or undefined. */
function readBelow4000(letters: string, thousands: boolean): RomanPart[] | undefined {
  const match = CANONICAL.exec(letters);
  if (!match || letters === '') return undefined;
  const parts: RomanPart[] = [];
  for (const group of match.slice(1)) {
    let rest = group ?? '';
    while (rest !== '') {
      const found = SYMBOLS.find(([symbol]) => rest.startsWith(symbol));
      if (!found) return undefined;
      parts.push(thousands ? { symbol: overline(found[0]), value: found[1] * 1000 } : { symbol: found[0], value: found[1] });
      rest = rest.slice(found[0].length);
    }
  }
  return parts;
}

/**
 * Reads a Roman numeral: surrounding and inner spaces and a trailing dot are ignored (pasted text),
 * lowercase counts as uppercase. Overlined letters (vinculum) must come first and be worth 4,000 or
 * more. Empty text gives undefined; anything else non-canonical throws `invalidRoman`.
 */
export function romanToArabicParts(input: string): RomanPart[] | undefined {
  const text = input.replace(/\s+/g, '').replace(/\.$/, '').toUpperCase();
  if (text === '') return undefined;
  const vinculum = /^((?:[IVXLCDM]\u0305)*)([IVXLCDM]*)$/.exec(text);
  if (!vinculum) throw new ToolInputError('invalidRoman');
  const [, overlined = '', plain = ''] = vinculum;
  const parts: RomanPart[] = [];
  if (overlined !== '') {
    const high = readBelow4000(overlined.replaceAll(OVERLINE, ''), true);
    // Below 4,000 the thousands are written with M: I̅ for 1,000 is not canonical.
    if (!high || high.reduce((sum, part) => sum + part.value, 0) < 4000) throw new ToolInputError('invalidRoman');
    parts.push(...high);
  }
  if (plain !== '') {
    const low = readBelow4000(plain, false);
    // After overlined thousands, the plain part is below 1,000 (no M).
    if (!low || (overlined !== '' && low.reduce((sum, part) => sum + part.value, 0) >= 1000)) throw new ToolInputError('invalidRoman');
    parts.push(...low);
  }
  return parts;
}

export function romanToArabic(input: string): number | undefined {
  return romanToArabicParts(input)?.reduce((sum, part) => sum + part.value, 0);
}
