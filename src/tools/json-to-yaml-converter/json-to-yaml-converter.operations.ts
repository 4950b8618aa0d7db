import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertJsonToYaml } from './json-to-yaml-converter.service';

/**
 * JSON/JSON5 → YAML. Expected outputs follow YAML 1.2.2 (block collections, plain scalars only
 * where they resolve to the same string under the core schema, literal block scalars with the
 * strip chomping indicator for multi-line text).
 */
export const jsonToYaml = defineOperation({
  id: 'json-to-yaml-converter',
  toolId: 'json-to-yaml-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.union([z.literal(2), z.literal(4)]), 2),
    quoteStyle: z._default(z.enum(['auto', 'double', 'single']), 'auto'),
    sortKeys: z._default(z.boolean(), false),
    quoteYaml11: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertJsonToYaml(input, options),
  examples: [
    { description: 'Object with a list: items indented under the key', input: '{"name":"app","list":["a","b"]}', output: 'name: app\nlist:\n  - a\n  - b' },
    { description: 'Strings that would read as other types are double-quoted', input: '{"a":"123","b":"","c":"a: b","d":"true"}', output: 'a: "123"\nb: ""\nc: "a: b"\nd: "true"' },
    { description: 'Multi-line string as a |- block; empty array and object', input: '{"text":"one\\ntwo","e":[],"o":{}}', output: 'text: |-\n  one\n  two\ne: []\no: {}' },
    { description: 'JSON5 input: comments, single quotes, unquoted keys, trailing comma', input: "{ // comment\n  key: 'value', n: 0x10, }", output: 'key: value\nn: 16' },
    { description: 'Top-level array', input: '[1, {"a": null}]', output: '- 1\n- a: null' },
    { description: 'YAML 1.1 readers: yes/no/on/off quoted on request', input: '{"answer":"yes","on":"off"}', options: { quoteYaml11: true }, output: 'answer: "yes"\n"on": "off"' },
  ],
});

export default [jsonToYaml];
