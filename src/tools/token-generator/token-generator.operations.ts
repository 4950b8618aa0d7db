import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { buildAlphabet, clampLength, clampQuantity, DEFAULT_LENGTH, DEFAULT_QUANTITY, generateTokens, MAX_LENGTH, MAX_QUANTITY, MIN_LENGTH, MIN_QUANTITY } from './token-generator.service';

/**
 * A number brought into range (rounded, clamped) instead of refused, as the screen has always
 * done with a link's `length=999`: a link, a recipe step and a command-line flag give the same.
 */
const clampedInteger = (clamp: (value: number) => number, min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.transform((value) => (typeof value === 'number' ? clamp(value) : value)), z.int().check(z.minimum(min), z.maximum(max))), fallback);

/** Random tokens from the chosen character sets, one per line. */
export const tokenGenerator = defineOperation({
  id: 'token-generator',
  toolId: 'token-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    uppercase: z._default(z.boolean(), true),
    lowercase: z._default(z.boolean(), true),
    numbers: z._default(z.boolean(), true),
    symbols: z._default(z.boolean(), false),
    length: clampedInteger((value) => clampLength(value), MIN_LENGTH, MAX_LENGTH, DEFAULT_LENGTH),
    quantity: clampedInteger((value) => clampQuantity(value), MIN_QUANTITY, MAX_QUANTITY, DEFAULT_QUANTITY),
    exclude: z._default(z.string(), ''),
    avoidLookAlikes: z._default(z.boolean(), false),
  }),
  run: (_input, options, { random }) => generateTokens(buildAlphabet(options), options.length, options.quantity, random).join('\n'),
  examples: [
    {
      description: 'Capitals only (26 letters): random bytes 0, 1, 2, 13 pick A, B, C and N',
      options: { lowercase: false, numbers: false, length: 4 },
      random: [0, 1, 2, 13],
      output: 'ABCN',
    },
    {
      description: 'Bytes at or above 234 (the largest multiple of 26 that fits in a byte) are rejected: no modulo bias',
      options: { lowercase: false, numbers: false, length: 2 },
      random: [250, 234, 25, 233],
      output: 'ZZ',
    },
    {
      description: 'Digits: byte 19 is 9 (19 mod 10), byte 250 is rejected (at or above 250)',
      options: { uppercase: false, lowercase: false, length: 3 },
      random: [0, 19, 250, 5],
      output: '095',
    },
    {
      description: 'Two tokens, one per line',
      options: { uppercase: false, lowercase: false, length: 3, quantity: 2 },
      random: [7],
      output: '777\n777',
    },
    {
      description: 'Look-alikes removed from digits leave 23456789 (8): byte 0 is 2, byte 7 is 9',
      options: { uppercase: false, lowercase: false, avoidLookAlikes: true, length: 2 },
      random: [0, 7],
      output: '29',
    },
  ],
});

export default [tokenGenerator];
