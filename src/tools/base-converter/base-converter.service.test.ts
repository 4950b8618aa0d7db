import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { convertBase, convertToAll, displayDigits, formatInteger, groupDigits, parseBase, parseInteger, twosComplement, type DigitGrouping } from './base-converter.service';

/** An independent reference: a plain digit-by-digit loop with the spec's alphabet. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';
function naiveFormat(value: bigint, base: number): string {
  if (value === 0n) return '0';
  let out = '';
  let rest = value < 0n ? -value : value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % BigInt(base))] + out;
    rest /= BigInt(base);
  }
  return (value < 0n ? '-' : '') + out;
}

function errorOf(run: () => unknown): { key: string; params: unknown } | undefined {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, params: error.params };
    throw error;
  }
  return undefined;
}

describe('convertBase (the spec cases)', () => {
  it.each<[string, number, number, string]>([
    ['10100101', 2, 16, 'a5'],
    ['192654', 10, 8, '570216'],
    ['zz', 64, 10, '2275'],
    ['42540766411283223938465490632011909384', 10, 16, '20010db8000085a300000000ac1f8908'],
    ['20010db8000085a300000000ac1f8908', 16, 10, '42540766411283223938465490632011909384'],
    ['18446744073709551615', 10, 16, 'ffffffffffffffff'],
    ['42', 10, 64, 'G'],
    ['42', 10, 2, '101010'],
    ['42', 10, 8, '52'],
    ['42', 10, 42, '10'],
    ['63', 10, 64, '/'],
    ['62', 10, 64, '+'],
    ['64', 10, 64, '10'],
    ['DEADBEEF', 16, 10, '3735928559'],
    ['deadbeef', 16, 10, '3735928559'],
    ['DeAdBeEf', 16, 10, '3735928559'],
    ['Z', 36, 10, '35'],
    ['z', 36, 10, '35'],
    ['A', 37, 10, '36'],
    ['a', 37, 10, '10'],
    ['Z', 62, 10, '61'],
    ['  00042  ', 10, 16, '2a'],
    ['0', 10, 2, '0'],
    ['000', 16, 64, '0'],
    ['-0', 10, 10, '0'],
    ['-255', 10, 16, '-ff'],
    ['-ff', 16, 10, '-255'],
    ['0xff', 10, 10, '255'],
    ['0XFF', 10, 2, '11111111'],
    ['0o17', 10, 10, '15'],
    ['0b1010', 10, 10, '10'],
    ['-0x10', 10, 10, '-16'],
    ['0b1', 16, 10, '177'],
    ['0x1', 36, 10, '1189'],
    ['', 10, 16, ''],
    ['   ', 10, 16, ''],
  ])('%j in base %i → base %i: %j', (text, from, to, expected) => {
    expect(convertBase(text, from, to)).toBe(expected);
  });

  it('names the base a prefix selected', () => {
    expect(parseInteger('0x1F', 10)).toEqual({ value: 31n, base: 16, prefix: '0x' });
    expect(parseInteger('0b1F', 16)).toEqual({ value: 0xb1fn, base: 16 });
    expect(parseInteger('17', 8)).toEqual({ value: 15n, base: 8 });
  });
});

describe('invalid digits', () => {
  it.each<[string, number, string, number]>([
    ['12z', 10, 'z', 10],
    ['102', 2, '2', 2],
    ['1 2', 10, ' ', 10],
    ['ffg', 16, 'g', 16],
    ['a', 10, 'a', 10],
    ['0x1g', 10, 'g', 16],
    ['0b102', 10, '2', 2],
    ['+5', 10, '+', 10],
    ['12😀3', 10, '😀', 10],
    ['--1', 10, '-', 10],
  ])('%j in base %i → Invalid digit "%s" for base %i.', (text, base, char, reportedBase) => {
    expect(errorOf(() => parseInteger(text, base))).toEqual({ key: 'invalidDigit', params: { char, base: reportedBase } });
  });

  it.each(['-', '0x', '-0b', ''])('%j is an unfinished number: no output, no error', (text) => {
    expect(parseInteger(text, 10)).toBeUndefined();
  });

  it('names the first offending character of 200,000 characters of junk at once', () => {
    const junk = `1${'\u0000é😀x'.repeat(50_000)}`;
    expect(errorOf(() => parseInteger(junk, 10))).toEqual({ key: 'invalidDigit', params: { char: '\u0000', base: 10 } });
  });
});

describe('parseBase', () => {
  it.each<[string | number, number | undefined]>([
    ['10', 10],
    ['2', 2],
    ['64', 64],
    [' 16 ', 16],
    ['16.0', 16],
    [42, 42],
    ['1', undefined],
    ['0', undefined],
    ['65', undefined],
    ['-2', undefined],
    ['2.5', undefined],
    ['', undefined],
    ['abc', undefined],
    ['1e1', undefined],
  ])('%j → %s', (text, base) => {
    expect(parseBase(text)).toBe(base);
  });

  it('refuses a bad base in conversions with the base message', () => {
    expect(errorOf(() => convertBase('1', 1, 10))?.key).toBe('invalidBase');
    expect(errorOf(() => convertBase('1', 10, 65))?.key).toBe('invalidBase');
  });
});

describe('formatInteger against an independent loop', () => {
  const samples = [0n, 1n, 41n, 42n, 63n, 64n, 4095n, 2n ** 64n - 1n, 3n ** 200n + 17n, -(7n ** 150n)];
  it.each([2, 3, 8, 10, 16, 36, 37, 42, 62, 63, 64])('base %i', (base) => {
    for (const value of samples) expect(formatInteger(value, base)).toBe(naiveFormat(value, base));
  });

  it('round-trips a 1,000-digit number through every base', () => {
    const digits = Array.from({ length: 1000 }, (_, index) => String((index * 7 + 3) % 10)).join('');
    const value = BigInt(digits);
    for (let base = 2; base <= 64; base += 1) {
      const text = formatInteger(value, base);
      expect(parseInteger(text, base)?.value, `base ${base}`).toBe(value);
    }
    expect(formatInteger(value, 64)).toBe(naiveFormat(value, 64));
  });

  it('converts a 100,000-digit number both ways quickly (divide and conquer)', () => {
    const digits = `9${'1234567890'.repeat(10_000)}`;
    const start = performance.now();
    const text = convertBase(digits, 10, 64);
    expect(convertBase(text, 64, 10)).toBe(digits);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('groupDigits', () => {
  it.each<[string, number, string]>([
    ['101010', 4, '10 1010'],
    ['11111111', 4, '1111 1111'],
    ['11111111', 8, '11111111'],
    ['111111111', 8, '1 11111111'],
    ['deadbeef', 2, 'de ad be ef'],
    ['-fff', 2, '-f ff'],
    ['0', 4, '0'],
    ['', 4, ''],
    ['abc', 0, 'abc'],
  ])('%j by %i → %j', (text, size, grouped) => {
    expect(groupDigits(text, size)).toBe(grouped);
  });
});

describe("two's complement", () => {
  it.each<[bigint, number, string, string, bigint]>([
    [-1n, 8, '11111111', 'ff', -1n],
    [-128n, 8, '10000000', '80', -128n],
    [127n, 8, '01111111', '7f', 127n],
    [255n, 8, '11111111', 'ff', -1n],
    [0n, 8, '00000000', '00', 0n],
    [-42n, 16, '1111111111010110', 'ffd6', -42n],
    [-1n, 32, '1'.repeat(32), 'ffffffff', -1n],
    [-(2n ** 63n), 64, `1${'0'.repeat(63)}`, '8000000000000000', -(2n ** 63n)],
    [2n ** 64n - 1n, 64, '1'.repeat(64), 'ffffffffffffffff', -1n],
  ])('%s on %i bits', (value, bits, binary, hex, signed) => {
    expect(twosComplement(value, bits)).toEqual({ binary, hex, signed });
  });

  it.each<[bigint, number]>([
    [256n, 8],
    [-129n, 8],
    [2n ** 64n, 64],
    [-(2n ** 63n) - 1n, 64],
  ])('%s does not fit in %i bits', (value, bits) => {
    expect(twosComplement(value, bits)).toBeUndefined();
  });
});

describe('convertToAll (what the screen shows)', () => {
  it('gives the five fixed bases and the custom one', () => {
    expect(convertToAll('42', 10, 42)).toEqual({
      status: 'ok',
      value: 42n,
      readBase: 10,
      outputs: { binary: '101010', octal: '52', decimal: '42', hexadecimal: '2a', base64: 'G' },
      custom: '10',
    });
  });

  it('empties only the custom output for an invalid custom base', () => {
    const result = convertToAll('255', 10, 65);
    expect(result.status === 'ok' && result.custom).toBe('');
    expect(result.status === 'ok' && result.outputs.hexadecimal).toBe('ff');
  });

  it('reports the first invalid digit and gives no outputs', () => {
    expect(convertToAll('12z', 10, 42)).toEqual({ status: 'invalidDigit', char: 'z', base: 10 });
  });

  it('gives nothing for an empty input', () => {
    expect(convertToAll('  ', 10, 42)).toEqual({ status: 'empty' });
  });

  it('says which prefix chose the base', () => {
    expect(convertToAll('0b101', 10, 42)).toMatchObject({ status: 'ok', readBase: 2, prefix: '0b', outputs: { decimal: '5' } });
  });
});

describe('displayDigits', () => {
  it.each<[string, number, DigitGrouping, boolean, string]>([
    ['101010', 2, 'none', false, '101010'],
    ['101010', 2, 'nibbles', false, '10 1010'],
    ['1101010101', 2, 'bytes', false, '11 01010101'],
    ['deadbeef', 16, 'none', true, 'DEADBEEF'],
    ['deadbeef', 16, 'nibbles', false, 'deadbeef'],
    ['deadbeef', 16, 'bytes', true, 'DE AD BE EF'],
    ['-fff', 16, 'bytes', false, '-f ff'],
    ['777', 8, 'bytes', true, '777'],
    ['abc', 42, 'bytes', true, 'abc'],
  ])('%j in base %i, %s, uppercase %s → %j', (text, base, grouping, uppercase, shown) => {
    expect(displayDigits(text, base, grouping, uppercase)).toBe(shown);
  });
});
