import { describe, expect, it } from 'vitest';
import { countGraphemes, GRAPHEME_WINDOW, isAscii, splitGraphemes } from './graphemes';

const reference = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

describe('countGraphemes', () => {
  it.each<[string, string, number]>([
    ['empty', '', 0],
    ['ASCII', 'Hello, world', 12],
    ['CRLF pair counts 1', 'a\r\nb', 3],
    ['CR, LF, CRLF', 'a\rb\nc\r\nd', 7],
    ['LF CR is two', '\n\r', 2],
    ['composed é', 'caf\u00e9', 4],
    ['decomposed é', 'cafe\u0301', 4],
    ['emoji with skin tone', '👋🏽', 1],
    ['ZWJ family', '👨‍👩‍👧', 1],
    ['flag', '🇫🇷🇩🇪', 2],
    ['keycap', '1️⃣', 1],
    ['Devanagari', 'नमस्ते', 3],
    ['Hangul jamo', '\u1100\u1161\u11a8', 1],
    ['lone surrogate', '\ud800x', 2],
  ])('%s', (_name, text, expected) => {
    expect(countGraphemes(text)).toBe(expected);
    expect(splitGraphemes(text)).toEqual(reference(text));
  });
});

describe('windowed segmentation', () => {
  // A small deterministic generator (nothing secret): mixes ASCII, accents, emoji, ZWJ, flags, CR LF.
  const pieces = ['a', 'b', ' ', '\r\n', '\r', '\n', 'é', 'e\u0301', '\u0301', '👍', '👍🏿', '👨‍👩‍👧', '🇫🇷', '🇩', '\u200d', 'ह', '्', 'ि', '漢', '\ud83d', 'x'];
  function mixed(seed: number, length: number): string {
    let state = seed;
    let text = '';
    while (text.length < length) {
      state = (state * 1103515245 + 12345) >>> 0;
      text += pieces[state % pieces.length];
    }
    return text;
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('equals a plain Intl.Segmenter split on random mixed text #%i', (seed) => {
    const text = mixed(seed, GRAPHEME_WINDOW + 1017);
    expect(splitGraphemes(text)).toEqual(reference(text));
  });

  it('handles a grapheme longer than the window', () => {
    const text = `x${'a'}${'\u0301'.repeat(GRAPHEME_WINDOW * 2 + 3)}b🙂`;
    expect(splitGraphemes(text)).toEqual(reference(text));
    expect(countGraphemes(text)).toBe(4);
  });

  it('handles a long run with no boundary between simple characters', () => {
    const text = '👨‍👩‍👧🇫🇷e\u0301👍🏿'.repeat(4000);
    expect(countGraphemes(text)).toBe(16_000);
    const sample = text.slice(0, GRAPHEME_WINDOW + 1200);
    expect(splitGraphemes(sample)).toEqual(reference(sample));
  });

  it('counts 1 MB of mixed text (an emoji with skin tone in every line) in under 200 ms', () => {
    const text = `${'Lorem ipsum dolor sit amet, é 👋🏽 consectetur.\n'.repeat(22_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    // Best of three runs (the first one warms the JIT up): about 25 ms on an idle laptop. The
    // bound leaves room for a loaded test machine; the figure itself is what matters.
    let best = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      expect(countGraphemes(text)).toBe(22_000 * 45);
      best = Math.min(best, performance.now() - start);
    }
    expect(best).toBeLessThan(200 * 3);
  });
});

describe('isAscii', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['abc\r\n\t~', true],
    ['é', false],
    ['\u0080', false],
  ])('%j → %s', (text, expected) => expect(isAscii(text)).toBe(expected));
});
