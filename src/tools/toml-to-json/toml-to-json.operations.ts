import { z } from '../../engine/zod';
import { JSON_INDENT_CHOICES, jsonIndentOf } from '../../lib/data-formats/json-write';
import { defineOperation } from '../../engine/operation';
import { convertTomlToJson, tomlValueTypes } from './toml-to-json.service';

/**
 * TOML → JSON. Expected outputs: the values TOML 1.0 (toml.io/en/v1.0.0) defines for each input,
 * written as JSON.stringify(value, null, indent) would write them.
 */
export const tomlToJson = defineOperation({
  id: 'toml-to-json',
  toolId: 'toml-to-json',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.enum(JSON_INDENT_CHOICES), '3'),
    exactIntegers: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertTomlToJson(input, { ...options, indent: jsonIndentOf(options.indent) }),
  examples: [
    { description: 'A table, 3-space indentation', input: 'title = "TOML"\n\n[owner]\nname = "Tom"', output: '{\n   "title": "TOML",\n   "owner": {\n      "name": "Tom"\n   }\n}' },
    {
      description: 'Hex, octal and underscore integers (TOML 1.0, "Integer")',
      input: 'a = 0xDEADBEEF\nb = 0o755\nc = 1_000_000\nd = 0b11010110',
      options: { indent: 'minify' },
      output: '{"a":3735928559,"b":493,"c":1000000,"d":214}',
    },
    {
      description: 'The four date/time kinds as ISO strings; inf and nan → null',
      input: 'odt = 1979-05-27T00:32:00-07:00\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 07:32:00\nf = inf\nn = nan',
      options: { indent: 'minify' },
      output: '{"odt":"1979-05-27T00:32:00.000-07:00","ldt":"1979-05-27T07:32:00.000","ld":"1979-05-27","lt":"07:32:00.000","f":null,"n":null}',
    },
    { description: 'Array of tables → array of objects', input: '[[p]]\nn = 1\n\n[[p]]\nn = 2', options: { indent: 'minify' }, output: '{"p":[{"n":1},{"n":2}]}' },
    { description: 'A 64-bit integer kept exact on request', input: 'max = 9223372036854775807', options: { indent: 'minify', exactIntegers: true }, output: '{"max":9223372036854775807}' },
  ],
});

/** The TOML type of each value (what JSON cannot keep: dates, integers vs floats), in document order. */
export const tomlToJsonValueTypes = defineOperation({
  id: 'toml-to-json-value-types',
  toolId: 'toml-to-json',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => tomlValueTypes(input),
  examples: [
    {
      description: 'TOML 1.0 types: integer, float, local date, array of tables',
      input: 'n = 1\nx = 1.0\nd = 1979-05-27\n[[p]]\ns = "a"',
      output: [
        { path: 'n', type: 'integer', value: '1' },
        { path: 'x', type: 'float', value: '1' },
        { path: 'd', type: 'local-date', value: '"1979-05-27"' },
        { path: 'p[0].s', type: 'string', value: '"a"' },
      ],
    },
  ],
});

export default [tomlToJson, tomlToJsonValueTypes];
