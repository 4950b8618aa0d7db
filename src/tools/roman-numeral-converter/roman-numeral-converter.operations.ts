import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../engine/operation';
import { arabicToRoman, parseArabicInput, romanToArabic } from './roman-numeral-converter.service';

/** Numbers to Roman numerals and back. Expected values: the standard subtractive notation by hand. */
export const romanNumeralEncode = defineOperation({
  id: 'roman-numeral-encode',
  toolId: 'roman-numeral-converter',
  input: 'text',
  output: 'text',
  options: z.object({ vinculum: z._default(z.boolean(), false) }),
  run: (input, { vinculum }) => {
    if (input.trim() === '') return '';
    const value = parseArabicInput(input);
    if (value === undefined) throw new ToolInputError(vinculum ? 'invalidArabicVinculum' : 'invalidArabic');
    return arabicToRoman(value, vinculum);
  },
  examples: [
    { description: '1994 = M + CM + XC + IV', input: '1994', output: 'MCMXCIV' },
    { description: 'The largest standard numeral', input: '3999', output: 'MMMCMXCIX' },
    { description: 'Decimals are floored', input: '17.6', output: 'XVII' },
    { description: 'Vinculum: an overline multiplies by 1,000 (4,000 = I̅V̅)', input: '4000', options: { vinculum: true }, output: 'I\u0305V\u0305' },
  ],
});

export const romanNumeralDecode = defineOperation({
  id: 'roman-numeral-decode',
  toolId: 'roman-numeral-converter',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => String(romanToArabic(input) ?? ''),
  examples: [
    { description: 'MM + XX + IV', input: 'MMXXIV', output: '2024' },
    { description: 'Lowercase is read as uppercase', input: 'mcmxciv', output: '1994' },
    { description: 'XLII', input: 'XLII', output: '42' },
  ],
});

export default [romanNumeralEncode, romanNumeralDecode];
