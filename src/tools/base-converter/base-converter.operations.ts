import { z } from 'zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../lib/operations/operation';
import { convertBase, MAX_BASE, MIN_BASE, parseInteger, TWOS_COMPLEMENT_WIDTHS, twosComplement } from './base-converter.service';

const base = (fallback: number) => z.number().int().min(MIN_BASE).max(MAX_BASE).default(fallback);

/**
 * Whole numbers between bases 2–64 (alphabet 0–9 a–z A–Z + /), and the two's-complement bit
 * pattern of a (possibly negative) number. Expected values are hand calculations and the IPv6
 * documentation address 2001:db8:0:85a3::ac1f:8908 as a 128-bit number.
 */
export default [
  defineOperation({
    id: 'base-converter',
    toolId: 'base-converter',
    input: 'text',
    output: 'text',
    options: z.object({ fromBase: base(10), toBase: base(16) }),
    run: (input, { fromBase, toBase }) => convertBase(input, fromBase, toBase),
    examples: [
      { description: '10100101₂ = 165 = a5₁₆', input: '10100101', options: { fromBase: 2 }, output: 'a5' },
      { description: '192654 = 5·8⁵ + 7·8⁴ + 0·8³ + 2·8² + 1·8 + 6', input: '192654', options: { toBase: 8 }, output: '570216' },
      { description: 'Positional base 64: z = 35, so zz = 35·64 + 35', input: 'zz', options: { fromBase: 64, toBase: 10 }, output: '2275' },
      { description: '42 in positional base 64 is G (A = 36), not RFC 4648 Base64', input: '42', options: { toBase: 64 }, output: 'G' },
      { description: '2⁶⁴ − 1', input: '18446744073709551615', output: 'ffffffffffffffff' },
      {
        description: 'IPv6 2001:db8:0:85a3::ac1f:8908 as one 128-bit number',
        input: '42540766411283223938465490632011909384',
        output: '20010db8000085a300000000ac1f8908',
      },
      { description: 'Case does not matter up to base 36', input: 'DEADBEEF', options: { fromBase: 16, toBase: 10 }, output: '3735928559' },
      { description: 'A 0x prefix selects base 16', input: '0xff', options: { toBase: 2 }, output: '11111111' },
      { description: 'Negative numbers keep their sign', input: '-255', output: '-ff' },
    ],
  }),
  defineOperation({
    id: 'base-converter-twos-complement',
    toolId: 'base-converter',
    input: 'text',
    output: 'text',
    options: z.object({ fromBase: base(10), bits: z.literal(TWOS_COMPLEMENT_WIDTHS).default(8) }),
    run: (input, { fromBase, bits }) => {
      const parsed = parseInteger(input, fromBase);
      if (!parsed) return '';
      const pattern = twosComplement(parsed.value, bits);
      if (!pattern) throw new ToolInputError('doesNotFit', { params: { bits } });
      return pattern.binary;
    },
    examples: [
      { description: '−1 is all ones', input: '-1', output: '11111111' },
      { description: '−128, the smallest 8-bit number', input: '-128', output: '10000000' },
      { description: '−42 on 16 bits: 2¹⁶ − 42 = 65494 = ffd6', input: '-42', options: { bits: 16 }, output: '1111111111010110' },
      { description: '5 on 8 bits, zero-padded', input: '5', output: '00000101' },
    ],
  }),
];
