import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { arabicToRoman, arabicToRomanParts, parseArabicInput, romanToArabic, romanToArabicParts } from './roman-numeral-converter.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return error.messageKey;
    throw error;
  }
  return undefined;
}

/** An independent reader: add each letter, subtract it when a larger one follows. */
const LETTERS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
function additiveValue(numeral: string): number {
  let total = 0;
  for (let index = 0; index < numeral.length; index += 1) {
    const value = LETTERS[numeral[index]!]!;
    const next = LETTERS[numeral[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

describe('arabicToRoman', () => {
  it.each<[number, string]>([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [42, 'XLII'],
    [90, 'XC'],
    [400, 'CD'],
    [900, 'CM'],
    [1994, 'MCMXCIV'],
    [2024, 'MMXXIV'],
    [3888, 'MMMDCCCLXXXVIII'],
    [3999, 'MMMCMXCIX'],
    [17.6, 'XVII'],
    [1.999, 'I'],
  ])('%d → %s', (value, numeral) => {
    expect(arabicToRoman(value)).toBe(numeral);
  });

  it.each([0, -1, -42, 4000, 0.5, 1e9, Number.NaN, Number.POSITIVE_INFINITY])('%d is refused (never clamped)', (value) => {
    expect(errorKey(() => arabicToRoman(value))).toBe('invalidArabic');
  });

  it('breaks a numeral into its symbols', () => {
    expect(arabicToRomanParts(1994).map((part) => part.symbol)).toEqual(['M', 'CM', 'XC', 'IV']);
    expect(arabicToRomanParts(1994).map((part) => part.value)).toEqual([1000, 900, 90, 4]);
  });
});

describe('vinculum notation (×1000 overline)', () => {
  it.each<[number, string]>([
    [4000, 'I̅V̅'],
    [5000, 'V̅'],
    [4001, 'I̅V̅I'],
    [10_999, 'X̅CMXCIX'],
    [1_000_000, 'M̅'],
    [3_999_999, 'M̅M̅M̅C̅M̅X̅C̅I̅X̅CMXCIX'],
    [1994, 'MCMXCIV'],
  ])('%d → %s', (value, numeral) => {
    expect(arabicToRoman(value, true)).toBe(numeral);
    expect(romanToArabic(numeral)).toBe(value);
  });

  it.each([0, 4_000_000])('%d is out of range', (value) => {
    expect(errorKey(() => arabicToRoman(value, true))).toBe('invalidArabicVinculum');
  });

  it.each(['I̅', 'M̅', 'I̅I̅I̅', 'I̅V̅M', 'V̅I̅V̅', 'IV̅', 'I̅̅V'])('%s is not canonical', (numeral) => {
    if (numeral === 'M̅') {
      expect(romanToArabic(numeral)).toBe(1_000_000);
      return;
    }
    expect(errorKey(() => romanToArabic(numeral))).toBe('invalidRoman');
  });
});

describe('romanToArabic', () => {
  it.each<[string, number]>([
    ['XLII', 42],
    ['MMXXIV', 2024],
    ['MCMXCIV', 1994],
    ['MMMCMXCIX', 3999],
    ['mcmxciv', 1994],
    ['McMxCiV', 1994],
    ['  XIV  ', 14],
    ['M CM XC IV', 1994],
    ['XII.', 12],
    ['\tmmxxiv.\n', 2024],
  ])('%j → %d', (numeral, value) => {
    expect(romanToArabic(numeral)).toBe(value);
  });

  it.each(['IIII', 'VX', 'IC', 'MMMM', 'VV', 'LL', 'DD', 'XXXX', 'CCCC', 'IL', 'XD', 'VIV', 'IXI', 'IIV', 'XLX', 'ABC', '42', 'X.I', 'XII..', '-X', 'Ⅻ'])(
    '%j is rejected',
    (numeral) => {
      expect(errorKey(() => romanToArabic(numeral))).toBe('invalidRoman');
    },
  );

  it.each(['', '   ', '.'])('%j is empty: no value, no error', (numeral) => {
    expect(romanToArabic(numeral)).toBeUndefined();
  });

  it('round-trips every number from 1 to 3,999, checked by an independent additive reader', () => {
    for (let value = 1; value <= 3999; value += 1) {
      const numeral = arabicToRoman(value);
      expect(additiveValue(numeral)).toBe(value);
      expect(romanToArabic(numeral)).toBe(value);
      expect(romanToArabic(numeral.toLowerCase())).toBe(value);
    }
  });

  it('gives the breakdown of a numeral', () => {
    expect(romanToArabicParts('MCMXCIV')).toEqual([
      { symbol: 'M', value: 1000 },
      { symbol: 'CM', value: 900 },
      { symbol: 'XC', value: 90 },
      { symbol: 'IV', value: 4 },
    ]);
  });

  it('stays quick on 200,000 characters of junk', () => {
    expect(errorKey(() => romanToArabic('X😀\u0000'.repeat(66_667)))).toBe('invalidRoman');
    expect(errorKey(() => romanToArabic('M'.repeat(200_000)))).toBe('invalidRoman');
  });
});

describe('parseArabicInput', () => {
  it.each<[string | number, number | undefined]>([
    [42, 42],
    ['42', 42],
    ['17.6', 17],
    [' 3999 ', 3999],
    ['-5', -5],
    ['-0.5', -1],
    ['.5', 0],
    ['', undefined],
    ['abc', undefined],
    ['1e3', undefined],
  ])('%j → %s', (input, value) => {
    expect(parseArabicInput(input)).toBe(value);
  });
});
