import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../engine/operation';
import {
  convertBase,
  convertToAll,
  FIXED_OUTPUTS,
  MAX_BASE,
  MIN_BASE,
  parseInteger,
  TWOS_COMPLEMENT_WIDTHS,
  twosComplement,
  type BasePrefix,
  type FixedOutput,
} from './base-converter.service';

const base = (fallback: number) => z._default(z.int().check(z.minimum(MIN_BASE), z.maximum(MAX_BASE)), fallback);

/**
 * Whole numbers between bases 2–64 (alphabet 0–9 a–z A–Z + /), and the two's-complement bit
 * pattern of a (possibly negative) number. Expected values are hand calculations and the IPv6
 * documentation address 2001:db8:0:85a3::ac1f:8908 as a 128-bit number. The input base is
 * `inputBase`, as in the screen's links.
 */
export const baseConverter = defineOperation({
  id: 'base-converter',
  toolId: 'base-converter',
  input: 'text',
  output: 'text',
  options: z.object({ inputBase: base(10), toBase: base(16) }),
  run: (input, { inputBase, toBase }) => convertBase(input, inputBase, toBase),
  examples: [
    { description: '10100101₂ = 165 = a5₁₆', input: '10100101', options: { inputBase: 2 }, output: 'a5' },
    { description: '192654 = 5·8⁵ + 7·8⁴ + 0·8³ + 2·8² + 1·8 + 6', input: '192654', options: { toBase: 8 }, output: '570216' },
    { description: 'Positional base 64: z = 35, so zz = 35·64 + 35', detect: false, input: 'zz', options: { inputBase: 64, toBase: 10 }, output: '2275' },
    { description: '42 in positional base 64 is G (A = 36), not RFC 4648 Base64', input: '42', options: { toBase: 64 }, output: 'G' },
    { description: '2⁶⁴ − 1', input: '18446744073709551615', output: 'ffffffffffffffff' },
    {
      description: 'IPv6 2001:db8:0:85a3::ac1f:8908 as one 128-bit number',
      input: '42540766411283223938465490632011909384',
      output: '20010db8000085a300000000ac1f8908',
    },
    { description: 'Case does not matter up to base 36', input: 'DEADBEEF', options: { inputBase: 16, toBase: 10 }, output: '3735928559' },
    { description: 'A 0x prefix selects base 16', input: '0xff', options: { toBase: 2 }, output: '11111111' },
    { description: 'Negative numbers keep their sign', input: '-255', output: '-ff' },
  ],
});

export const baseConverterTwosComplement = defineOperation({
  id: 'base-converter-twos-complement',
  toolId: 'base-converter',
  input: 'text',
  output: 'text',
  options: z.object({ inputBase: base(10), twosBits: z._default(z.literal(TWOS_COMPLEMENT_WIDTHS), 8) }),
  run: (input, { inputBase, twosBits }) => {
    const parsed = parseInteger(input, inputBase);
    if (!parsed) return '';
    const pattern = twosComplement(parsed.value, twosBits);
    if (!pattern) throw new ToolInputError('doesNotFit', { params: { bits: twosBits } });
    return pattern.binary;
  },
  examples: [
    { description: '−1 is all ones', input: '-1', output: '11111111' },
    { description: '−128, the smallest 8-bit number', input: '-128', output: '10000000' },
    { description: '−42 on 16 bits: 2¹⁶ − 42 = 65494 = ffd6', input: '-42', options: { twosBits: 16 }, output: '1111111111010110' },
    { description: '5 on 8 bits, zero-padded', input: '5', output: '00000101' },
  ],
});

/** One number in every base the screen shows: the five fixed ones and the custom one. */
export interface BaseConversionData {
  /** The base the input was read in (the prefix's, when one chose it). */
  readBase: number;
  prefix?: BasePrefix;
  /** Empty strings for blank input. */
  outputs: Record<FixedOutput, string>;
  custom: string;
}

const EMPTY_OUTPUTS = Object.fromEntries(FIXED_OUTPUTS.map(([name]) => [name, ''])) as Record<FixedOutput, string>;

/** What the screen shows (and the heavy part of it: thousands of digits): every base at once. An invalid digit is an error. */
export const baseConverterAll = defineOperation({
  id: 'base-converter-all',
  toolId: 'base-converter',
  input: 'text',
  output: 'data',
  options: z.object({ inputBase: base(10), customBase: base(42) }),
  run: (input, { inputBase, customBase }): BaseConversionData => {
    const conversion = convertToAll(input, inputBase, customBase);
    if (conversion.status === 'invalidDigit') throw new ToolInputError('invalidDigit', { params: { char: conversion.char, base: conversion.base } });
    if (conversion.status === 'empty') return { readBase: inputBase, outputs: EMPTY_OUTPUTS, custom: '' };
    const { readBase, prefix, outputs, custom } = conversion;
    return { readBase, ...(prefix ? { prefix } : {}), outputs, custom };
  },
  examples: [
    {
      description: '42 = 101010₂ = 52₈ = 2a₁₆ = G₆₄ (A = 36) = 10₄₂',
      input: '42',
      output: { readBase: 10, outputs: { binary: '101010', octal: '52', decimal: '42', hexadecimal: '2a', base64: 'G' }, custom: '10' },
    },
    {
      description: 'A 0b prefix selects base 2: 101₂ = 5 = 12₃',
      input: '0b101',
      options: { customBase: 3 },
      output: { readBase: 2, prefix: '0b', outputs: { binary: '101', octal: '5', decimal: '5', hexadecimal: '5', base64: '5' }, custom: '12' },
    },
    {
      description: '−255 in base 16 (−ff), custom base 36: −255 = −(7·36 + 3)',
      input: '-ff',
      options: { inputBase: 16, customBase: 36 },
      output: { readBase: 16, outputs: { binary: '-11111111', octal: '-377', decimal: '-255', hexadecimal: '-ff', base64: '-3/' }, custom: '-73' },
    },
    {
      description: 'Blank input: every output empty',
      input: '  ',
      output: { readBase: 10, outputs: { binary: '', octal: '', decimal: '', hexadecimal: '', base64: '' }, custom: '' },
    },
  ],
});

export default [baseConverter, baseConverterTwosComplement, baseConverterAll];
