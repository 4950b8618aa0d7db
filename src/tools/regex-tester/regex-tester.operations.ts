import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { replaceMatches } from './regex-tester.service';

/**
 * Regex replace (the tester's "Replacement result"). Expected outputs are what
 * String.prototype.replace gives; matching runs in the page's worker with a time limit, an
 * operation run from a recipe has none.
 */
export default [
  defineOperation({
    id: 'regex-tester-replace',
    toolId: 'regex-tester',
    input: 'text',
    output: 'text',
    options: z.object({
      regex: z.string().default(''),
      replacement: z.string().default(''),
      global: z.boolean().default(true),
      ignoreCase: z.boolean().default(false),
      multiline: z.boolean().default(false),
      dotAll: z.boolean().default(true),
      unicode: z.boolean().default(true),
      unicodeSets: z.boolean().default(false),
    }),
    run: (input, { regex, replacement, ...flags }) => (regex === '' ? input : replaceMatches(regex, flags, input, replacement)),
    examples: [
      { input: 'a1 b2', options: { regex: '(\\w)(\\d)', replacement: '$2$1' }, output: '1a 2b' },
      { input: 'Foo foo', options: { regex: 'foo', replacement: 'bar', ignoreCase: true, global: false }, output: 'bar foo' },
    ],
  }),
];
