import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { generateNumeronym } from './numeronym-generator.service';

/** Numeronyms of every word of a text; examples are the spec's, counted by hand. */
export default [
  defineOperation({
    id: 'numeronym-generator',
    toolId: 'numeronym-generator',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => generateNumeronym(input),
    examples: [
      { description: 'internationalization (20 letters)', input: 'internationalization', output: 'i18n' },
      { description: 'Case preserved', input: 'Kubernetes', output: 'K8s' },
      { description: 'Each word of a phrase on its own', input: 'accessibility Kubernetes', output: 'a11y K8s' },
      { description: 'Three letters or fewer unchanged', input: 'abc', output: 'abc' },
    ],
  }),
];
