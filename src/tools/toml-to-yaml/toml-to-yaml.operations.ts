import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertTomlToYaml } from './toml-to-yaml.service';

/**
 * TOML → YAML. Expected outputs: the values TOML 1.0 (toml.io/en/v1.0.0) defines, written as YAML
 * 1.2 block mappings and sequences (yaml.org/spec/1.2.2), dates as ISO strings.
 */
export const tomlToYaml = defineOperation({
  id: 'toml-to-yaml',
  toolId: 'toml-to-yaml',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.union([z.literal(2), z.literal(4)]), 2),
    keepComments: z._default(z.boolean(), true),
    flowShortArrays: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertTomlToYaml(input, options),
  examples: [
    { description: 'Nested tables → nested mappings', input: 'title = "x"\n[server]\nhost = "h"\n[server.tls]\non = true', output: 'title: x\nserver:\n  host: h\n  tls:\n    on: true' },
    { description: 'Arrays as sequences, arrays of tables as sequences of mappings', input: 'ports = [8000, 8001]\n[[p]]\nn = 1\n[[p]]\nn = 2', output: 'ports:\n  - 8000\n  - 8001\np:\n  - n: 1\n  - n: 2' },
    { description: 'Dates as ISO strings', input: 'dob = 1979-05-27T07:32:00-08:00\nday = 1979-05-27', output: 'dob: 1979-05-27T07:32:00.000-08:00\nday: 1979-05-27' },
    { description: 'Comments carried over', input: '# top\n\na = 1 # one', output: '# top\n\na: 1 # one' },
    { description: 'Short arrays in flow style', input: 'ports = [8000, 8001]', options: { flowShortArrays: true }, output: 'ports: [8000, 8001]' },
  ],
});

export default [tomlToYaml];
