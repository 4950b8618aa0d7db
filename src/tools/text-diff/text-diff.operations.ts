import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { createUnifiedPatch, diffTexts } from './text-diff.service';

/**
 * The unified patch of two texts. The input is one text holding both, separated by a line with
 * "=====" alone (the operation model has a single input), or the original alone with the modified
 * text as the `modified` option (what the screen sends: no separator to collide with its texts).
 * Examples written by hand from the unified diff format (checked with `diff -u` on the same files).
 */
export const TEXT_SEPARATOR = /\r?\n=====\r?\n/;

export const textDiffUnified = defineOperation({
  id: 'text-diff-unified',
  toolId: 'text-diff',
  input: 'text',
  output: 'text',
  options: z.object({ modified: z.optional(z.string()) }),
  run: (input, { modified }) => {
    if (modified !== undefined) return createUnifiedPatch(input, modified);
    const [original = '', second = ''] = input.split(TEXT_SEPARATOR);
    return createUnifiedPatch(original, second);
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
    {
      description: 'The modified text as an option (a line "=====" in a text is then just a line)',
      input: 'a\n=====\nb\n',
      options: { modified: 'a\n=====\nc\n' },
      output: '--- Original\n+++ Modified\n@@ -1,3 +1,3 @@\n a\n =====\n-b\n+c\n',
    },
  ],
});

/**
 * The line diff the screen draws: runs of kept, removed and added lines (positions in each text)
 * and the counts, between the input (the original text) and `modified`. Examples checked by hand
 * against `diff` on the same lines.
 */
export const textDiffLines = defineOperation({
  id: 'text-diff-lines',
  toolId: 'text-diff',
  input: 'text',
  output: 'data',
  options: z.object({ modified: z._default(z.string(), ''), ignoreWhitespace: z._default(z.boolean(), false) }),
  run: (input, { modified, ignoreWhitespace }) => diffTexts(input, modified, { ignoreWhitespace }),
  examples: [
    {
      description: 'One line changed, one added',
      input: 'alpha\nbeta\ngamma',
      options: { modified: 'alpha\nBETA\ngamma\ndelta' },
      output: {
        chunks: [
          { type: 'equal', oldStart: 0, newStart: 0, count: 1 },
          { type: 'delete', oldStart: 1, newStart: 1, count: 1 },
          { type: 'insert', oldStart: 2, newStart: 1, count: 1 },
          { type: 'equal', oldStart: 2, newStart: 2, count: 1 },
          { type: 'insert', oldStart: 3, newStart: 3, count: 1 },
        ],
        added: 2,
        removed: 1,
      },
    },
    {
      description: 'Spacing ignored',
      input: 'a  b\nc',
      options: { modified: 'a b\nc', ignoreWhitespace: true },
      output: { chunks: [{ type: 'equal', oldStart: 0, newStart: 0, count: 2 }], added: 0, removed: 0 },
    },
  ],
});

export default [textDiffUnified, textDiffLines];
