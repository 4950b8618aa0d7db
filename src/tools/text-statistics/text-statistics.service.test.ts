import { describe, expect, it } from 'vitest';
import { byteSize, computeTextStatistics, formatByteSize, isWhitespace, normaliseWord, type TextStatistics } from './text-statistics.service';

/** Independent references: the platform's segmenter, TextEncoder and regular expressions. */
function reference(text: string): TextStatistics {
  const words = text.match(/\S+/g) ?? [];
  const lines = text === '' ? [] : text.split(/\r\n|\r|\n/);
  let paragraphs = 0;
  let previous = false;
  for (const line of lines) {
    const content = /\S/.test(line);
    if (content && !previous) paragraphs += 1;
    previous = content;
  }
  const unique = new Set(words.map((word) => word.toLowerCase().replace(/^\p{P}+|\p{P}+$/gu, '')).filter((word) => word !== ''));
  return {
    characters: [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length,
    words: words.length,
    lines: lines.length,
    bytes: new TextEncoder().encode(text).length,
    uniqueWords: unique.size,
    paragraphs,
  };
}

describe('computeTextStatistics', () => {
  it.each<[string, string, TextStatistics]>([
    ['empty', '', { characters: 0, words: 0, lines: 0, bytes: 0, uniqueWords: 0, paragraphs: 0 }],
    ['ASCII', 'Hello world', { characters: 11, words: 2, lines: 1, bytes: 11, uniqueWords: 2, paragraphs: 1 }],
    ['the spec example', 'The cat and the hat.\n\n  The end.  ', { characters: 34, words: 7, lines: 3, bytes: 34, uniqueWords: 5, paragraphs: 2 }],
    ['repeated whitespace makes no empty words', '  two   words  ', { characters: 15, words: 2, lines: 1, bytes: 15, uniqueWords: 2, paragraphs: 1 }],
    ['accented, composed', 'café', { characters: 4, words: 1, lines: 1, bytes: 5, uniqueWords: 1, paragraphs: 1 }],
    ['accented, decomposed', 'cafe\u0301', { characters: 4, words: 1, lines: 1, bytes: 6, uniqueWords: 1, paragraphs: 1 }],
    ['emoji with skin tone', '👋🏽', { characters: 1, words: 1, lines: 1, bytes: 8, uniqueWords: 1, paragraphs: 1 }],
    ['ZWJ family', '👨‍👩‍👧', { characters: 1, words: 1, lines: 1, bytes: 18, uniqueWords: 1, paragraphs: 1 }],
    ['CRLF counts one character and one break', 'a\r\nb', { characters: 3, words: 2, lines: 2, bytes: 4, uniqueWords: 2, paragraphs: 1 }],
    ['CR, LF and CRLF mixed', 'a\rb\nc\r\nd', { characters: 7, words: 4, lines: 4, bytes: 8, uniqueWords: 4, paragraphs: 1 }],
    ['LF CR is two breaks', 'a\n\rb', { characters: 4, words: 2, lines: 3, bytes: 4, uniqueWords: 2, paragraphs: 2 }],
    ['whitespace only', ' \t \n ', { characters: 5, words: 0, lines: 2, bytes: 5, uniqueWords: 0, paragraphs: 0 }],
    ['trailing newline adds an empty line', 'one\n', { characters: 4, words: 1, lines: 2, bytes: 4, uniqueWords: 1, paragraphs: 1 }],
    ['punctuation stays part of the word', 'Hello, world! Hello world', { characters: 25, words: 4, lines: 1, bytes: 25, uniqueWords: 2, paragraphs: 1 }],
    ['punctuation-only words are not unique words', '— ... word', { characters: 10, words: 3, lines: 1, bytes: 12, uniqueWords: 1, paragraphs: 1 }],
    ['no-break and ideographic spaces separate words', 'a\u00a0b\u3000c', { characters: 5, words: 3, lines: 1, bytes: 8, uniqueWords: 3, paragraphs: 1 }],
    ['whitespace-only lines separate paragraphs', 'a\n \t\nb\nc\n\n\nd', { characters: 12, words: 4, lines: 7, bytes: 12, uniqueWords: 4, paragraphs: 3 }],
    ['lone surrogate is 3 bytes', 'x\ud800', { characters: 2, words: 1, lines: 1, bytes: 4, uniqueWords: 1, paragraphs: 1 }],
  ])('%s', (_name, text, expected) => {
    expect(computeTextStatistics(text)).toEqual(expected);
    expect(reference(text)).toEqual(expected);
  });

  it('matches the references on a long mixed text', () => {
    const text = 'Crème brûlée, 👨‍👩‍👧 and «quotes»!\r\n\r\n  Второй абзац; 第二段。\rEnd\u2028of it\n'.repeat(40);
    expect(computeTextStatistics(text)).toEqual(reference(text));
  });

  it('handles 1 MB quickly enough to stay responsive', () => {
    const text = 'The quick brown fox jumps over the lazy dog, é 🙂.\n'.repeat(21_000);
    const start = performance.now();
    const statistics = computeTextStatistics(text);
    const elapsed = performance.now() - start;
    expect(statistics.words).toBe(21_000 * 11);
    expect(statistics.lines).toBe(21_001);
    // About 40 ms on an idle laptop; the bound leaves room for a loaded test machine.
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('byte size', () => {
  it.each<[number, string]>([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [11, '11 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2000, '1.95 KB'],
    [1048575, '1024 KB'],
    [1048576, '1 MB'],
    [1073741824, '1 GB'],
    [1099511627776, '1 TB'],
    [1099511627776 * 2048, '2048 TB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatByteSize(bytes)).toBe(expected);
  });

  it('returns the value and unit separately for translation', () => {
    expect(byteSize(2000)).toEqual({ value: 1.95, unit: 'KB' });
  });
});

describe('helpers', () => {
  it('isWhitespace agrees with \\s on every BMP code unit', () => {
    for (let code = 0; code < 0x10000; code += 1) expect(isWhitespace(code), code.toString(16)).toBe(/\s/.test(String.fromCharCode(code)));
  });

  it.each<[string, string]>([
    ['Hello,', 'hello'],
    ['«Quoted»', 'quoted'],
    ['...', ''],
    ["don't", "don't"],
    ['ÉTÉ!', 'été'],
    ['(a)', 'a'],
  ])('normaliseWord(%j) → %j', (word, expected) => expect(normaliseWord(word)).toBe(expected));
});
