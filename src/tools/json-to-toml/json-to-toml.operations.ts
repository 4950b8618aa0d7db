import { z } from '../../engine/zod';
import { droppedNullsWarning } from '../../lib/data-formats/toml-write';
import { defineOperation } from '../../engine/operation';
import { convertJsonToToml } from './json-to-toml.service';

/**
 * JSON → TOML. Expected outputs follow TOML 1.0 (toml.io/en/v1.0.0): key/values before tables,
 * `[table]` and `[[array of tables]]` headers, inline arrays; each reads back to the JSON's data.
 */
export const jsonToToml = defineOperation({
  id: 'json-to-toml',
  toolId: 'json-to-toml',
  input: 'text',
  output: 'text',
  options: z.object({
    nulls: z._default(z.enum(['drop', 'empty-string']), 'drop'),
    tableStyle: z._default(z.enum(['tables', 'dotted', 'inline']), 'tables'),
    sortKeys: z._default(z.boolean(), false),
  }),
  run: (input, options, { warn }) => {
    const { text, droppedNulls } = convertJsonToToml(input, options);
    if (droppedNulls.length > 0) warn?.(droppedNullsWarning(droppedNulls));
    return text;
  },
  examples: [
    {
      description: 'Scalars before tables, then an array of tables',
      input: '{"owner":{"name":"Tom"},"title":"Example","products":[{"name":"Hammer"},{"name":"Nail"}]}',
      output: 'title = "Example"\n\n[owner]\nname = "Tom"\n\n[[products]]\nname = "Hammer"\n\n[[products]]\nname = "Nail"',
    },
    { description: 'Integers beyond 2^53 stay exact', input: '{"id": 17478252242305210114}', output: 'id = 17478252242305210114' },
    { description: 'JSON5 input: comments, unquoted keys, single quotes, trailing commas', input: "{tags: ['a', 1.5,], // comment\n}", output: 'tags = [ "a", 1.5 ]' },
    { description: 'Null values are left out (TOML has no null)', input: '{"a":null,"b":1}', output: 'b = 1' },
    { description: 'Small objects as inline tables', input: '{"server":{"host":"h","port":80}}', options: { tableStyle: 'inline' }, output: 'server = { host = "h", port = 80 }' },
  ],
});

export default [jsonToToml];
