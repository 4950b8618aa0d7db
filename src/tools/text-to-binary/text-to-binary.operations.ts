import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { BINARY_SEPARATORS, binaryToText, encodeText, textToBinary } from './text-to-binary.service';

const separator = z._default(z.enum(BINARY_SEPARATORS), 'space');

/** Text to the bits of its UTF-8 bytes and back. Expected values: UTF-8 (RFC 3629) bytes written by hand. */
export const textToBinaryEncode = defineOperation({
  id: 'text-to-binary-encode',
  toolId: 'text-to-binary',
  input: 'text',
  output: 'text',
  options: z.object({ separator }),
  run: (input, options) => textToBinary(input, options.separator),
  examples: [
    {
      description: 'ASCII: one byte per character',
      input: 'Hi',
      output: '01001000 01101001',
    },
    {
      description: 'é is two UTF-8 bytes (C3 A9)',
      input: 'é',
      output: '11000011 10101001',
    },
    {
      description: 'No separator',
      input: 'Hi',
      options: { separator: 'none' },
      output: '0100100001101001',
    },
  ],
});

/** What the encoding card shows: the bits, the same bytes in hexadecimal and decimal when `byteViews`, and whether the text is pure ASCII. */
export const textToBinaryEncodeViews = defineOperation({
  id: 'text-to-binary-encode-views',
  toolId: 'text-to-binary',
  input: 'text',
  output: 'data',
  options: z.object({ separator, byteViews: z._default(z.boolean(), false) }),
  run: (input, options) => encodeText(input, options.separator, options.byteViews),
  examples: [
    {
      description: 'ASCII text, no byte views',
      input: 'Hi',
      output: { binary: '01001000 01101001', ascii: true },
    },
    {
      description: 'é is C3 A9 = 195 169: not pure ASCII',
      input: 'é',
      options: { separator: 'newline', byteViews: true },
      output: { binary: '11000011\n10101001', views: { hex: 'c3 a9', decimal: '195 169' }, ascii: false },
    },
  ],
});

export const textToBinaryDecode = defineOperation({
  id: 'text-to-binary-decode',
  toolId: 'text-to-binary',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => binaryToText(input),
  examples: [
    {
      description: 'Bits read as UTF-8',
      input: '01001000 01101001',
      output: 'Hi',
    },
    {
      description: 'Anything but 0 and 1 is ignored',
      detect: false,
      input: '  01000 001garbage',
      output: 'A',
    },
  ],
});

export default [textToBinaryEncode, textToBinaryEncodeViews, textToBinaryDecode];
