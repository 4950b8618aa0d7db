import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { compareJsonTexts } from './json-diff.service';

/**
 * Compares the input (the first JSON) with the `compareWith` option (the second). Expected lines
 * written by hand from the spec's diff rules.
 */
export default [
  defineOperation({
    id: 'json-diff',
    toolId: 'json-diff',
    input: 'text',
    output: 'text',
    options: z.object({ compareWith: z.string().default(''), ignoreArrayOrder: z.boolean().default(false) }),
    run: (input, options) => {
      const outcome = compareJsonTexts(input, options.compareWith, { ignoreArrayOrder: options.ignoreArrayOrder });
      if (outcome.leftInvalid || outcome.rightInvalid) throw new Error('Invalid JSON format');
      return outcome.result?.text ?? '';
    },
    examples: [
      {
        input: '{"a": 1, "list": [1, 2], "gone": true}',
        options: { compareWith: "{a: 2, list: [1, 2, 3], 'new key': null}" },
        output: '~ $.a: 1 \u2192 2\n+ $.list[2]: 3\n- $.gone: true\n+ $["new key"]: null',
      },
      { input: '[3, 1, 2]', options: { compareWith: '[1, 2, 3]', ignoreArrayOrder: true }, output: '' },
    ],
  }),
];
