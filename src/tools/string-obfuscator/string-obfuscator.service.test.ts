import { describe, expect, it } from 'vitest';
import { DEFAULT_STRING, isSingleGrapheme, keepCount, obfuscateString, type ObfuscateOptions } from './string-obfuscator.service';

const defaults: ObfuscateOptions = { keepFirst: 4, keepLast: 4, keepSpace: true, replacement: '*' };
const run = (text: string, patch: Partial<ObfuscateOptions> = {}) => obfuscateString(text, { ...defaults, ...patch });

describe('obfuscateString', () => {
  it.each<[string, string, Partial<ObfuscateOptions>, string]>([
    ['the default', DEFAULT_STRING, {}, 'Lore* ***** ***** *** amet'],
    ['2 and 2 with "x"', '1234567890', { keepFirst: 2, keepLast: 2, replacement: 'x' }, '12xxxxxx90'],
    ['spaces masked too', '12345 67890', { keepFirst: 4, keepLast: 0, keepSpace: false }, '1234*******'],
    ['emoji are one position each', '🙂🙂🙂🙂🙂🙂', { keepFirst: 1, keepLast: 1 }, '🙂****🙂'],
    ['empty input', '', {}, ''],
    ['keep first + last ≥ length', 'abcdefgh', {}, 'abcdefgh'],
    ['keep first alone larger than the text', 'abc', { keepFirst: 10, keepLast: 0 }, 'abc'],
    ['keep nothing', 'abc def', { keepFirst: 0, keepLast: 0 }, '*** ***'],
    ['keep nothing, spaces masked', 'abc def', { keepFirst: 0, keepLast: 0, keepSpace: false }, '*******'],
    ['whitespace counts as a position', 'a b c d', { keepFirst: 2, keepLast: 2 }, 'a * * d'],
    ['tabs and line breaks kept', 'ab\tcd\nef\r\ngh', { keepFirst: 1, keepLast: 1 }, 'a*\t**\n**\r\n*h'],
    ['CR LF is one position', 'a\r\nbcd', { keepFirst: 2, keepLast: 0, keepSpace: false }, 'a\r\n***'],
    ['combining marks stay with their letter', 'cafe\u0301 noir', { keepFirst: 1, keepLast: 1 }, 'c*** ***r'],
    ['ZWJ family and flags are one position each', '👨‍👩‍👧🇫🇷🇩🇪xy', { keepFirst: 1, keepLast: 1 }, '👨‍👩‍👧***y'],
    ['an emoji replacement', 'secret', { keepFirst: 1, keepLast: 1, replacement: '🔒' }, 's🔒🔒🔒🔒t'],
    ['an invalid replacement falls back to "*"', 'secret', { keepFirst: 1, keepLast: 1, replacement: 'ab' }, 's****t'],
    ['an empty replacement falls back to "*"', 'secret', { keepFirst: 1, keepLast: 1, replacement: '' }, 's****t'],
    ['an IBAN (the last 4 positions include a space)', 'FR76 3000 6000 0112 3456 7890 189', {}, 'FR76 **** **** **** **** **** 189'],
  ])('%s', (_name, text, patch, expected) => {
    expect(run(text, patch)).toBe(expected);
  });

  it('keeps the same number of graphemes', () => {
    const text = 'Crème brûlée 👩‍💻 token=abc123\r\n'.repeat(50);
    const masked = run(text, { keepFirst: 3, keepLast: 3, keepSpace: false });
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    expect([...segmenter.segment(masked)].length).toBe([...segmenter.segment(text)].length);
  });

  it('masks 1 MB in linear time', () => {
    const text = 'abcdefghij'.repeat(100_000);
    const masked = run(text);
    expect(masked).toHaveLength(1_000_000);
    expect(masked.slice(0, 6)).toBe('abcd**');
    expect(masked.slice(-5)).toBe('*ghij');
  });
});

describe('replacement validation', () => {
  it.each<[string, boolean]>([
    ['*', true],
    ['🔒', true],
    ['é', true],
    ['e\u0301', true],
    ['👨‍👩‍👧', true],
    ['', false],
    ['**', false],
    ['ab', false],
  ])('isSingleGrapheme(%j) → %s', (value, expected) => expect(isSingleGrapheme(value)).toBe(expected));
});

describe('keepCount', () => {
  it.each<[number | string, number]>([
    [4, 4],
    ['', 0],
    ['  ', 0],
    [-3, 0],
    ['-3', 0],
    [2.7, 2],
    ['abc', 0],
    ['12', 12],
  ])('keepCount(%j) → %i', (value, expected) => expect(keepCount(value)).toBe(expected));
});
