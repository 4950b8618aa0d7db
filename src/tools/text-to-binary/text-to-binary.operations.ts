import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { BINARY_SEPARATORS, binaryToText, textToBinary } from './text-to-binary.service';

/** Text to the bits of its UTF-8 bytes and back. Expected values: UTF-8 (RFC 3629) bytes written by hand. */
export default [
  defineOperation({
    id: 'text-to-binary-encode',
    toolId: 'text-to-binary',
    input: 'text',
    output: 'text',
    options: z.object({
      separator: z.enum(BINARY_SEPARATORS).default('space'),
    }),
    run: (input, { separator }) => textToBinary(input, separator),
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
  }),
  defineOperation({
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
        input: '  01000 001garbage',
        output: 'A',
      },
    ],
  }),
];
