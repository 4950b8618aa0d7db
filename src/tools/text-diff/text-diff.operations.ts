import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { createUnifiedPatch } from './text-diff.service';

/**
 * The unified patch of two texts. The input is one text holding both, separated by a line with
 * "=====" alone (the operation model has a single input). Examples written by hand from the
 * unified diff format (checked with `diff -u` on the same files).
 */
export const TEXT_SEPARATOR = /\r?\n=====\r?\n/;

export default [
  defineOperation({
    id: 'text-diff-unified',
    toolId: 'text-diff',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => {
      const [original = '', modified = ''] = input.split(TEXT_SEPARATOR);
      return createUnifiedPatch(original, modified);
    },
    examples: [
      {
        description: 'One line changed, one added (files ending with a line break)',
        input: 'alpha\nbeta\ngamma\n\n=====\nalpha\nBETA\ngamma\ndelta\n',
        output: '--- Original\n+++ Modified\n@@ -1,3 +1,4 @@\n alpha\n-beta\n+BETA\n gamma\n+delta\n',
      },
      {
        description: 'No final line break on either side',
        input: 'a\nb\n=====\na\nc',
        output: '--- Original\n+++ Modified\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
      },
    ],
  }),
];
