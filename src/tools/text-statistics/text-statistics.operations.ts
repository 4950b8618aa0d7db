import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { computeTextStatistics, formatByteSize } from './text-statistics.service';

/**
 * Counts of a text. Expected values counted by hand and checked against Intl.Segmenter,
 * TextEncoder and `\S+` (Node): graphemes, UTF-8 bytes, whitespace-separated words.
 */
export const textStatistics = defineOperation({
  id: 'text-statistics',
  toolId: 'text-statistics',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => {
    const statistics = computeTextStatistics(input);
    return { ...statistics, byteSize: formatByteSize(statistics.bytes) };
  },
  examples: [
    {
      description: 'The spec example: 7 words, 5 unique once lower-cased and stripped of the final dots, 2 paragraphs',
      input: 'The cat and the hat.\n\n  The end.  ',
      output: { characters: 34, words: 7, lines: 3, bytes: 34, uniqueWords: 5, paragraphs: 2, byteSize: '34 Bytes' },
    },
    {
      description: 'Graphemes, not UTF-16 units: a waving hand with skin tone is 1 character, 8 UTF-8 bytes; CR LF is 1 character and 1 break',
      input: '👋🏽 é\r\nok',
      output: { characters: 6, words: 3, lines: 2, bytes: 15, uniqueWords: 3, paragraphs: 1, byteSize: '15 Bytes' },
    },
    {
      description: '2,000 bytes are 1.95 KB (1 KB = 1024 bytes)',
      detect: false,
      input: 'x'.repeat(2000),
      output: { characters: 2000, words: 1, lines: 1, bytes: 2000, uniqueWords: 1, paragraphs: 1, byteSize: '1.95 KB' },
    },
    { description: 'Empty text', detect: false, input: '', output: { characters: 0, words: 0, lines: 0, bytes: 0, uniqueWords: 0, paragraphs: 0, byteSize: '0 Bytes' } },
  ],
});

export default [textStatistics];
