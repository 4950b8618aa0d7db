import { describe, expect, it } from 'vitest';
import { characterTable, textToUnicode, unicodeToText, type UnicodeNotation } from './text-to-unicode.service';

/** An independent encoder: code points from Array.from, written as HTML decimal references. */
const reference = (text: string) => Array.from(text, (char) => `&#${char.codePointAt(0)};`).join('');

describe('textToUnicode', () => {
  it.each<[string, string]>([
    ['it-tools', '&#105;&#116;&#45;&#116;&#111;&#111;&#108;&#115;'],
    ['👋', '&#128075;'],
    ['é', '&#233;'],
    ['a b', '&#97;&#32;&#98;'],
    ['   ', ''],
    ['\n\t', ''],
    ['', ''],
  ])('%j → %j', (text, unicode) => {
    expect(textToUnicode(text)).toBe(unicode);
  });

  it.each(['Hello Avengers', 'Grüße 世界 🎉🇫🇷'])('matches an independent encoding of %j', (text) => {
    expect(textToUnicode(text)).toBe(reference(text));
  });

  it.each<[UnicodeNotation, string]>([
    ['html-decimal', '&#105;&#128075;'],
    ['html-hex', '&#x69;&#x1F44B;'],
    ['code-point', 'U+0069 U+1F44B'],
    ['es6', '\\u{69}\\u{1F44B}'],
    ['js', '\\u0069\\uD83D\\uDC4B'],
    ['css', '\\69\\1F44B'],
  ])('notation %s', (notation, expected) => {
    expect(textToUnicode('i👋', notation)).toBe(expected);
  });
});

describe('unicodeToText', () => {
  it.each<[string, string]>([
    ['&#105;&#116;&#45;&#116;&#111;&#111;&#108;&#115;', 'it-tools'],
    ['&#128075;', '👋'],
    ['Price: &#8364;5', 'Price: €5'],
    ['&#x1F44B; &#X1f44b; &#xe9;', '👋 👋 é'],
    ['&#233;&#x00E9;', 'éé'],
    ['&#55357;&#56395;', '&#55357;&#56395;'],
    ['&#xD83D;', '&#xD83D;'],
    ['&#1114112;', '&#1114112;'],
    ['&#x110000;', '&#x110000;'],
    ['&#99999999999999999999;', '&#99999999999999999999;'],
    ['&#105', '&#105'],
    ['&#;', '&#;'],
    ['&eacute;', '&eacute;'],
    ['\\u0041 U+0041', '\\u0041 U+0041'],
    ['  \n ', ''],
    ['', ''],
  ])('%j → %j', (unicode, text) => {
    expect(unicodeToText(unicode)).toBe(text);
  });

  it.each(['Hello Avengers', 'Grüße 世界 🎉🇫🇷', '<a href="x">&amp;</a>'])('round trip of %j', (text) => {
    expect(unicodeToText(textToUnicode(text))).toBe(text);
    expect(unicodeToText(textToUnicode(text, 'html-hex'))).toBe(text);
  });

  it.each<[string, string]>([
    ['&eacute;t&eacute; &amp; &lt;b&gt;', 'été & <b>'],
    ['&notanentity; &amp', '&notanentity; &amp'],
  ])('named entities: %j → %j', (unicode, text) => {
    expect(unicodeToText(unicode, { namedEntities: true })).toBe(text);
  });

  it.each<[string, string]>([
    ['U+0069 U+1F44B', 'i👋'],
    ['U+0041 is A', 'A is A'],
    ['\\u{69}\\u{1F44B}', 'i👋'],
    ['\\u0069\\uD83D\\uDC4B', 'i👋'],
    ['\\69\\1F44B', 'i👋'],
    ['\\41 B', 'AB'],
    ['\\u{110000}', '\\u{110000}'],
    ['\\uD83D alone', '\\uD83D alone'],
  ])('other notations: %j → %j', (unicode, text) => {
    expect(unicodeToText(unicode, { otherNotations: true })).toBe(text);
  });

  it.each<UnicodeNotation>(['html-decimal', 'html-hex', 'code-point', 'es6', 'js', 'css'])('round trip through %s', (notation) => {
    const text = 'Grüße 世界 🎉';
    expect(unicodeToText(textToUnicode(text, notation), { otherNotations: true })).toBe(text);
  });
});

describe('characterTable', () => {
  it('lists code points with their UTF-8 bytes', () => {
    expect(characterTable('aé👋')).toEqual([
      { character: 'a', codePoint: 'U+0061', decimal: 97, utf8: '61' },
      { character: 'é', codePoint: 'U+00E9', decimal: 233, utf8: 'C3 A9' },
      {
        character: '👋',
        codePoint: 'U+1F44B',
        decimal: 128075,
        utf8: 'F0 9F 91 8B',
      },
    ]);
    expect(characterTable('abc', 2)).toHaveLength(2);
  });
});
