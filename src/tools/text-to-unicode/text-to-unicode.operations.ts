import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { textToUnicode, unicodeToText, UNICODE_NOTATIONS } from './text-to-unicode.service';

/** Text to character references and back. Expected values: code points from the Unicode charts (👋 = U+1F44B = 128075). */
export const textToUnicodeEncode = defineOperation({
  id: 'text-to-unicode-encode',
  toolId: 'text-to-unicode',
  input: 'text',
  output: 'text',
  options: z.object({
    notation: z._default(z.enum(UNICODE_NOTATIONS), 'html-decimal'),
  }),
  run: (input, { notation }) => textToUnicode(input, notation),
  examples: [
    {
      description: 'One HTML decimal reference per code point',
      input: 'it',
      output: '&#105;&#116;',
    },
    {
      description: 'An emoji is one reference',
      input: '👋',
      output: '&#128075;',
    },
    {
      description: 'UTF-16 escapes for JavaScript and JSON',
      input: '👋',
      options: { notation: 'js' },
      output: '\\uD83D\\uDC4B',
    },
  ],
});

export const textToUnicodeDecode = defineOperation({
  id: 'text-to-unicode-decode',
  toolId: 'text-to-unicode',
  input: 'text',
  output: 'text',
  options: z.object({
    namedEntities: z._default(z.boolean(), false),
    otherNotations: z._default(z.boolean(), false),
  }),
  run: (input, options) => unicodeToText(input, options),
  examples: [
    {
      description: 'Decimal references',
      input: 'Price: &#8364;5',
      output: 'Price: €5',
    },
    {
      description: 'Hex references, any case',
      input: '&#x1F44B;&#X1f44b;',
      output: '👋👋',
    },
    {
      description: 'A surrogate is not a code point: left as is',
      detect: false,
      input: '&#xD83D;',
      output: '&#xD83D;',
    },
    {
      description: 'Named entities',
      input: '&eacute;t&eacute;',
      options: { namedEntities: true },
      output: 'été',
    },
  ],
});

export default [textToUnicodeEncode, textToUnicodeDecode];
