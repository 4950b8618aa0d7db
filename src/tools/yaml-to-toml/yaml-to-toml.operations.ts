import { z } from '../../engine/zod';
import { droppedNullsWarning } from '../../lib/data-formats/toml-write';
import { defineOperation } from '../../engine/operation';
import { convertYamlToToml } from './yaml-to-toml.service';

/**
 * YAML → TOML. Expected outputs follow TOML 1.0 (toml.io/en/v1.0.0): tables, arrays of tables,
 * inline arrays, quoted keys, floats with a fraction; each reads back to the YAML's data.
 */
export const yamlToToml = defineOperation({
  id: 'yaml-to-toml',
  toolId: 'yaml-to-toml',
  input: 'text',
  output: 'text',
  options: z.object({
    nulls: z._default(z.enum(['drop', 'empty-string']), 'drop'),
    tableStyle: z._default(z.enum(['tables', 'dotted', 'inline']), 'tables'),
    sortKeys: z._default(z.boolean(), false),
  }),
  run: (input, options, { warn }) => {
    const { text, droppedNulls } = convertYamlToToml(input, options);
    if (droppedNulls.length > 0) warn?.(droppedNullsWarning(droppedNulls));
    return text;
  },
  examples: [
    {
      description: 'Scalars first, then a table and an array of tables',
      input: 'title: Example\nowner:\n  name: Tom\nports: [8000, 8001]\nproducts:\n  - name: Hammer\n  - name: Nail',
      output: 'title = "Example"\nports = [ 8000, 8001 ]\n\n[owner]\nname = "Tom"\n\n[[products]]\nname = "Hammer"\n\n[[products]]\nname = "Nail"',
    },
    { description: 'Nested mapping: dotted table header', input: 'list:\n  another:\n    a: 1', output: '[list.another]\na = 1' },
    { description: 'Odd keys are quoted; floats keep a fraction', input: '"a b": 1e20\nkey: 2.5', output: '"a b" = 100000000000000000000.0\nkey = 2.5' },
    { description: 'Null values are left out (TOML has no null)', input: 'a: ~\nb: 1', output: 'b = 1' },
    { description: 'Small mappings as inline tables', input: 'server: {host: h, port: 80}', options: { tableStyle: 'inline' }, output: 'server = { host = "h", port = 80 }' },
  ],
});

export default [yamlToToml];
