import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { compareJsonTexts } from './json-diff.service';

const options = z.object({ compareWith: z._default(z.string(), ''), ignoreArrayOrder: z._default(z.boolean(), false) });

/**
 * Compares the input (the first JSON) with the `compareWith` option (the second). Expected lines
 * written by hand from the spec's diff rules.
 */
export const jsonDiff = defineOperation({
  id: 'json-diff',
  toolId: 'json-diff',
  input: 'text',
  output: 'text',
  options,
  run: (input, { compareWith, ignoreArrayOrder }) => {
    const outcome = compareJsonTexts(input, compareWith, { ignoreArrayOrder });
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
});

/**
 * The whole comparison the screen shows: which side is not JSON, and (both sides valid and not
 * empty) the counts, the "Differences" text and the merged tree's rows. Expected rows written by
 * hand from the spec's tree rules (a change shows the new value and the old one).
 */
export const jsonDiffTree = defineOperation({
  id: 'json-diff-tree',
  toolId: 'json-diff',
  input: 'text',
  output: 'data',
  options,
  run: (input, { compareWith, ignoreArrayOrder }) => compareJsonTexts(input, compareWith, { ignoreArrayOrder }),
  examples: [
    {
      description: 'One change, one added array item; the unchanged item is marked',
      input: '{"a": 1, "b": [true]}',
      options: { compareWith: '{"a": 2, "b": [true, null]}' },
      output: {
        leftInvalid: false,
        rightInvalid: false,
        result: {
          equal: false,
          counts: { added: 1, removed: 0, changed: 1 },
          text: '~ $.a: 1 \u2192 2\n+ $.b[1]: null',
          rows: [
            { depth: 0, kind: 'open', bracket: '{', status: 'same', unchanged: false },
            { depth: 1, key: '"a"', kind: 'value', status: 'changed', unchanged: false, value: '2', oldValue: '1' },
            { depth: 1, key: '"b"', kind: 'open', bracket: '[', status: 'same', unchanged: false },
            { depth: 2, kind: 'value', status: 'same', unchanged: true, value: 'true' },
            { depth: 2, kind: 'value', status: 'added', unchanged: false, value: 'null' },
            { depth: 1, kind: 'close', bracket: ']', status: 'same', unchanged: false },
            { depth: 0, kind: 'close', bracket: '}', status: 'same', unchanged: false },
          ],
        },
      },
    },
    {
      description: 'Same items in another order, order ignored: equal, no rows',
      input: '[1, 2]',
      options: { compareWith: '[2, 1]', ignoreArrayOrder: true },
      output: { leftInvalid: false, rightInvalid: false, result: { equal: true, counts: { added: 0, removed: 0, changed: 0 }, text: '', rows: [] } },
    },
    { description: 'An invalid side is reported, not thrown; an empty side compares nothing', input: '{"a": 1', output: { leftInvalid: true, rightInvalid: false } },
  ],
});

export default [jsonDiff, jsonDiffTree];
