import { describe, expect, it } from 'vitest';
import { sequenceRandom, type RandomSource } from '../../lib/random';
import {
  createIntegerDraw,
  DEFAULT_LOREM_OPTIONS,
  FIRST_SENTENCE,
  generateLoremIpsum,
  LOREM_WORDS,
  loremFileName,
  measureLorem,
  normaliseLoremOptions,
  type LoremOptions,
} from './lorem-ipsum-generator.service';

const options = (patch: Partial<LoremOptions>): LoremOptions => ({ ...DEFAULT_LOREM_OPTIONS, ...patch });
const vocabulary = new Set(LOREM_WORDS);

/** A seeded source (not secret): a 32-bit linear congruential generator. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    getRandomValues(array) {
      for (let index = 0; index < array.length; index += 1) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        array[index] = state;
      }
      return array;
    },
  };
}

const paragraphsOf = (text: string) => text.split('\n\n');
const sentencesOf = (paragraph: string) => paragraph.match(/[^.]+\./g)!.map((sentence) => sentence.trim());

describe('vocabulary', () => {
  it('has about 180 distinct lowercase ASCII words, from "a" to "vulputate"', () => {
    expect(LOREM_WORDS.length).toBeGreaterThanOrEqual(170);
    expect(LOREM_WORDS.length).toBeLessThanOrEqual(200);
    expect(new Set(LOREM_WORDS).size).toBe(LOREM_WORDS.length);
    for (const word of LOREM_WORDS) expect(word).toMatch(/^[a-z]+$/);
    expect(LOREM_WORDS[0]).toBe('a');
    expect(LOREM_WORDS.at(-1)).toBe('vulputate');
    expect([...LOREM_WORDS].sort()).toEqual(LOREM_WORDS);
  });
});

describe('generateLoremIpsum — counts stay inside the inclusive ranges', () => {
  it.each<[string, Partial<LoremOptions>, number]>([
    ['defaults', {}, 20],
    ['min = max', { paragraphs: 4, sentencesMin: 5, sentencesMax: 5, wordsMin: 7, wordsMax: 7 }, 20],
    ['1-word sentences', { paragraphs: 3, sentencesMin: 1, sentencesMax: 4, wordsMin: 1, wordsMax: 1, startWithLoremIpsum: false }, 20],
    ['wide ranges', { paragraphs: 20, sentencesMin: 1, sentencesMax: 50, wordsMin: 1, wordsMax: 50 }, 2],
  ])('%s', (_name, patch, seeds) => {
    const settings = options(patch);
    for (let seed = 1; seed <= seeds; seed += 1) {
      const text = generateLoremIpsum(settings, seeded(seed));
      const paragraphs = paragraphsOf(text);
      expect(paragraphs).toHaveLength(settings.paragraphs);
      paragraphs.forEach((paragraph, index) => {
        const sentences = sentencesOf(paragraph);
        expect(sentences.length).toBeGreaterThanOrEqual(settings.sentencesMin);
        expect(sentences.length).toBeLessThanOrEqual(settings.sentencesMax);
        sentences.forEach((sentence, position) => {
          if (index === 0 && position === 0 && settings.startWithLoremIpsum) {
            expect(sentence).toBe(FIRST_SENTENCE);
            return;
          }
          expect(sentence).toMatch(/^[A-Z][a-z]*( [a-z]+)*\.$/);
          const words = sentence.slice(0, -1).toLowerCase().split(' ');
          expect(words.length).toBeGreaterThanOrEqual(settings.wordsMin);
          expect(words.length).toBeLessThanOrEqual(settings.wordsMax);
          for (const word of words) expect(vocabulary.has(word)).toBe(true);
        });
      });
    }
  });

  it('reaches both ends of the ranges (IT-Tools never reaches the maximum)', () => {
    const seen = new Set<number>();
    const wordCounts = new Set<number>();
    for (let seed = 1; seed <= 200; seed += 1) {
      const text = generateLoremIpsum(options({ sentencesMin: 2, sentencesMax: 4, wordsMin: 1, wordsMax: 3, startWithLoremIpsum: false }), seeded(seed));
      const sentences = sentencesOf(text);
      seen.add(sentences.length);
      for (const sentence of sentences) wordCounts.add(sentence.split(' ').length);
    }
    expect([...seen].sort()).toEqual([2, 3, 4]);
    expect([...wordCounts].sort()).toEqual([1, 2, 3]);
  });

  it('a 1-word sentence is capitalised and ends with "."', () => {
    const index = LOREM_WORDS.indexOf('vitae');
    const text = generateLoremIpsum(options({ sentencesMin: 1, sentencesMax: 1, wordsMin: 1, wordsMax: 1, startWithLoremIpsum: false }), sequenceRandom([index]));
    expect(text).toBe('Vitae.');
  });
});

describe('generateLoremIpsum — layout', () => {
  it.each<[string, Partial<LoremOptions>, string]>([
    // sequenceRandom([0]): every draw is 0 → minimum counts and the first word "a".
    ['fixed first sentence only when asked', { sentencesMin: 2, sentencesMax: 2, wordsMin: 2, wordsMax: 2 }, `${FIRST_SENTENCE} A a.`],
    ['no fixed sentence when off', { sentencesMin: 2, sentencesMax: 2, wordsMin: 2, wordsMax: 2, startWithLoremIpsum: false }, 'A a. A a.'],
    ['blank line between paragraphs', { paragraphs: 3, sentencesMin: 1, sentencesMax: 1, wordsMin: 1, wordsMax: 1 }, `${FIRST_SENTENCE}\n\nA.\n\nA.`],
    ['HTML, one paragraph', { sentencesMin: 1, sentencesMax: 1, asHtml: true }, `<p>${FIRST_SENTENCE}</p>`],
    ['HTML, several paragraphs', { paragraphs: 2, sentencesMin: 1, sentencesMax: 1, wordsMin: 3, wordsMax: 3, asHtml: true }, `<p>${FIRST_SENTENCE}</p>\n\n<p>A a a.</p>`],
    ['the fixed sentence counts as one sentence of the first paragraph', { paragraphs: 2, sentencesMin: 1, sentencesMax: 1, wordsMin: 1, wordsMax: 1 }, `${FIRST_SENTENCE}\n\nA.`],
  ])('%s', (_name, patch, expected) => {
    expect(generateLoremIpsum(options(patch), sequenceRandom([0]))).toBe(expected);
  });

  it('has no leading or trailing whitespace and only single spaces', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = generateLoremIpsum(options({ paragraphs: 5 }), seeded(seed));
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}|\n{3}| \n|\n /);
    }
  });

  it('produces the worst case: 20 × 50 × 50 = 50,000 words, about 350 KB', () => {
    const text = generateLoremIpsum(options({ paragraphs: 20, sentencesMin: 50, sentencesMax: 50, wordsMin: 50, wordsMax: 50, startWithLoremIpsum: false }));
    expect(measureLorem(text).words).toBe(50_000);
    expect(text.length).toBeGreaterThan(250_000);
    expect(text.length).toBeLessThan(450_000);
  });
});

describe('helpers', () => {
  it.each<[Partial<LoremOptions>, Partial<LoremOptions>]>([
    [{ sentencesMin: 9, sentencesMax: 2 }, { sentencesMin: 2, sentencesMax: 9 }],
    [{ paragraphs: 99, wordsMin: 0, wordsMax: 99 }, { paragraphs: 20, wordsMin: 1, wordsMax: 50 }],
    [{ paragraphs: Number.NaN }, { paragraphs: 1 }],
  ])('normaliseLoremOptions(%j)', (patch, expected) => {
    expect(normaliseLoremOptions(options(patch))).toMatchObject(expected);
  });

  it('draws without modulo bias (rejects words at or above the largest multiple)', () => {
    // bound 3: limit = 4294967295 (3 × 1431655765); 4294967295 is rejected, then 7 → 1.
    const draw = createIntegerDraw(sequenceRandom([4294967295, 7]));
    expect(draw(3)).toBe(1);
  });

  it.each<[string, { words: number; characters: number }]>([
    ['', { words: 0, characters: 0 }],
    ['Lorem ipsum.', { words: 2, characters: 12 }],
    ['<p>A b.</p>\n\n<p>C.</p>', { words: 3, characters: 22 }],
  ])('measureLorem(%j)', (text, expected) => expect(measureLorem(text)).toEqual(expected));

  it('names the download after the format', () => {
    expect(loremFileName(false)).toBe('lorem-ipsum.txt');
    expect(loremFileName(true)).toBe('lorem-ipsum.html');
  });
});
