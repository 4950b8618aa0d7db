import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import {
  DEFAULT_LOREM_OPTIONS,
  generateLoremIpsum,
  PARAGRAPHS_MAX,
  PARAGRAPHS_MIN,
  SENTENCES_MAX,
  SENTENCES_MIN,
  WORDS_MAX,
  WORDS_MIN,
} from './lorem-ipsum-generator.service';

const FIRST = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

/**
 * Lorem ipsum placeholder text. Expected outputs are worked out by hand from the draw order
 * (sentence count per paragraph, then word count and words per sentence; each draw is
 * min + value mod range size) and the sorted vocabulary ("a" is word 0, "ac" word 1).
 */
export const loremIpsumGenerator = defineOperation({
  id: 'lorem-ipsum-generator',
  toolId: 'lorem-ipsum-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    paragraphs: z._default(z.int().check(z.minimum(PARAGRAPHS_MIN), z.maximum(PARAGRAPHS_MAX)), DEFAULT_LOREM_OPTIONS.paragraphs),
    sentencesMin: z._default(z.int().check(z.minimum(SENTENCES_MIN), z.maximum(SENTENCES_MAX)), DEFAULT_LOREM_OPTIONS.sentencesMin),
    sentencesMax: z._default(z.int().check(z.minimum(SENTENCES_MIN), z.maximum(SENTENCES_MAX)), DEFAULT_LOREM_OPTIONS.sentencesMax),
    wordsMin: z._default(z.int().check(z.minimum(WORDS_MIN), z.maximum(WORDS_MAX)), DEFAULT_LOREM_OPTIONS.wordsMin),
    wordsMax: z._default(z.int().check(z.minimum(WORDS_MIN), z.maximum(WORDS_MAX)), DEFAULT_LOREM_OPTIONS.wordsMax),
    startWithLoremIpsum: z._default(z.boolean(), true),
    asHtml: z._default(z.boolean(), false),
  }),
  run: (_input, options, { random }) => generateLoremIpsum(options, random),
  examples: [
    {
      description: 'Defaults with every draw 0: 3 sentences (the classic one, then two of 8 words "a")',
      random: [0],
      output: `${FIRST} A a a a a a a a. A a a a a a a a.`,
    },
    {
      description: 'Every draw 1: 1 + 1 = 2 sentences of 1 + 1 = 2 words, each word "ac"',
      options: { sentencesMin: 1, sentencesMax: 3, wordsMin: 1, wordsMax: 2, startWithLoremIpsum: false },
      random: [1],
      output: 'Ac ac. Ac ac.',
    },
    {
      description: 'HTML: each paragraph in <p>, separated by a blank line',
      options: { paragraphs: 2, sentencesMin: 1, sentencesMax: 1, wordsMin: 3, wordsMax: 3, asHtml: true },
      random: [0],
      output: `<p>${FIRST}</p>\n\n<p>A a a.</p>`,
    },
  ],
});

export default [loremIpsumGenerator];
