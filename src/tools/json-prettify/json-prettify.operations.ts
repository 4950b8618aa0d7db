import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_INDENT_SIZE, formatJson, MAX_INDENT_SIZE, MIN_INDENT_SIZE, writeFormattedJson } from './json-prettify.service';

/**
 * Prettify JSON (strict and lossless first, JSON5 as the fallback). Expected outputs follow the
 * spec's rules and JSON.stringify's layout (RFC 8259 text): keys sorted with localeCompare 'en',
 * N spaces per level, one line at indent 0, number literals kept exactly as written.
 */
export const jsonPrettify = defineOperation({
  id: 'json-prettify',
  toolId: 'json-prettify',
  input: 'text',
  output: 'text',
  options: z.object({
    sortKeys: z._default(z.boolean(), true),
    indentSize: z._default(z.int().check(z.minimum(MIN_INDENT_SIZE), z.maximum(MAX_INDENT_SIZE)), DEFAULT_INDENT_SIZE),
  }),
  run: (input, options) => formatJson(input, options),
  runInPieces: (input, options, _context, write) => writeFormattedJson(input, options, write),
  examples: [
    { description: 'Sorted keys, indent 2', input: '{"b":1,"a":2}', options: { indentSize: 2 }, output: '{\n  "a": 2,\n  "b": 1\n}' },
    { description: 'The default input, default options (indent 3)', input: '{"hello": "world", "foo": "bar"}', output: '{\n   "foo": "bar",\n   "hello": "world"\n}' },
    { description: 'Locale order: a, b, B, C', input: '{"C":1,"b":2,"B":3,"a":4}', options: { indentSize: 0 }, output: '{"a":4,"b":2,"B":3,"C":1}' },
    { description: 'Arrays keep their order, nested objects are sorted', input: '[3,{"z":1,"y":[2,1]}]', options: { indentSize: 0 }, output: '[3,{"y":[2,1],"z":1}]' },
    { description: 'Unsorted keeps the written order', input: '{"b":1,"a":2}', options: { sortKeys: false, indentSize: 0 }, output: '{"b":1,"a":2}' },
    { description: 'Number literals survive exactly (beyond 2^53, trailing zero)', input: '{"id":17478252242305210114,"price":1.50}', options: { indentSize: 0 }, output: '{"id":17478252242305210114,"price":1.50}' },
    { description: 'JSON5 fallback: comment, single quotes, unquoted key, hex, trailing comma', input: "{hex: 0x1F, s: 'x', /* note */ half: .5,}", options: { indentSize: 0 }, output: '{"half":0.5,"hex":31,"s":"x"}' },
    { description: 'Blank input gives empty output', detect: false, input: '  \n', output: '' },
  ],
});

export default [jsonPrettify];
