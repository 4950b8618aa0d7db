import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_INDENT_SIZE, MAX_INDENT_SIZE, MIN_INDENT_SIZE, prettifyYaml } from './yaml-prettify.service';

/** Prettify YAML; expected outputs written by hand from YAML 1.2 block style. */
export const yamlPrettify = defineOperation({
  id: 'yaml-prettify',
  toolId: 'yaml-prettify',
  input: 'text',
  output: 'text',
  options: z.object({
    sortKeys: z._default(z.boolean(), false),
    indentSize: z._default(z.int().check(z.minimum(MIN_INDENT_SIZE), z.maximum(MAX_INDENT_SIZE)), DEFAULT_INDENT_SIZE),
  }),
  run: (input, options) => prettifyYaml(input, options),
  examples: [
    { description: 'Flow collections become block style', input: 'a: [1, 2]\nb: {x: 1}', output: 'a:\n  - 1\n  - 2\nb:\n  x: 1\n' },
    { description: 'Sorted keys', input: 'b: 1\na: 2\n', options: { sortKeys: true }, output: 'a: 2\nb: 1\n' },
  ],
});

export default [yamlPrettify];
