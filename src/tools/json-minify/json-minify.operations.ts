import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { minifyJson } from './json-minify.service';

/** JSON without whitespace outside strings (RFC 8259 allows it anywhere between tokens); numbers exact. */
export const jsonMinify = defineOperation({
  id: 'json-minify',
  toolId: 'json-minify',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => minifyJson(input),
  examples: [
    { description: 'The default sample (28 bytes → 19)', input: '{\n\t"hello": [\n\t\t"world"\n\t]\n}', output: '{"hello":["world"]}' },
    { description: 'Same as JSON.stringify(JSON.parse(x)) for ordinary values', input: '{ "a": [1, 2, {"b": null}], "c": "x y" }', output: '{"a":[1,2,{"b":null}],"c":"x y"}' },
    { description: 'Number literals kept exactly (beyond 2^53, trailing zero)', input: '{"id": 17478252242305210114, "price": 1.50}', output: '{"id":17478252242305210114,"price":1.50}' },
    { description: 'Escaped non-ASCII written as is', input: '["caf\\u00e9"]', output: '["café"]' },
    { description: 'JSON5 fallback: comment, unquoted key, trailing comma', input: '{ a: 1, // one\n}', output: '{"a":1}' },
  ],
});

export default [jsonMinify];
