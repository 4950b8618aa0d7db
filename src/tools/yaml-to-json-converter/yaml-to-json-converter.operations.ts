import { z } from '../../engine/zod';
import { JSON_INDENT_CHOICES, jsonIndentOf } from '../../lib/data-formats/json-write';
import { defineOperation } from '../../engine/operation';
import { convertYamlToJson } from './yaml-to-json-converter.service';

/**
 * YAML → JSON. Expected outputs: the YAML 1.2 core-schema values (YAML 1.2.2 spec, section 10.3)
 * written as JSON.stringify(value, null, indent) would write them.
 */
export const yamlToJson = defineOperation({
  id: 'yaml-to-json-converter',
  toolId: 'yaml-to-json-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.enum(JSON_INDENT_CHOICES), '3'),
    multiDocument: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertYamlToJson(input, { ...options, indent: jsonIndentOf(options.indent) }),
  examples: [
    { description: 'Mapping with a list, 3-space indentation', input: 'name: app\ntags:\n  - a\n  - b', output: '{\n   "name": "app",\n   "tags": [\n      "a",\n      "b"\n   ]\n}' },
    {
      description: 'YAML 1.2 core schema: yes stays a string, 0o17 = 15, 0x1F = 31, ~ is null, dates stay strings',
      input: 'a: yes\nb: 0o17\nc: 0x1F\nd: ~\ne: 2001-12-14',
      options: { indent: 'minify' },
      output: '{"a":"yes","b":15,"c":31,"d":null,"e":"2001-12-14"}',
    },
    { description: 'Merge key, explicit key wins', input: 'base: &b {a: 1, b: 2}\nchild: {<<: *b, b: 3}', options: { indent: 'minify' }, output: '{"base":{"a":1,"b":2},"child":{"a":1,"b":3}}' },
    { description: 'A top-level scalar', detect: false, input: '42', output: '42' },
    { description: 'Several documents as a JSON array', input: 'a: 1\n---\nb: 2', options: { multiDocument: true, indent: 'minify' }, output: '[{"a":1},{"b":2}]' },
    { description: 'Comments only: empty output', detect: false, input: '# nothing here', output: '' },
  ],
});

export default [yamlToJson];
