import { describe, expect, it } from 'vitest';
import { effectiveSeparator, slugifyString } from './slugify-string.service';

const defaults = { separator: '-', lowercase: true };

// Expected slugs written by hand from the rules: Latin accents stripped, German ß → ss, Russian
// transliterated letter by letter (п-р-и-в-е-т → p-r-i-v-e-t), the library's replacement table.
describe('slugifyString with the defaults', () => {
  it.each([
    ['accents', 'Déjà Vu', 'deja-vu'],
    ['sharp s', 'Straße', 'strasse'],
    ['Cyrillic', 'Привет мир', 'privet-mir'],
    ['& and ♥ replacements', 'Rock & Roll ♥', 'rock-and-roll-love'],
    ['the unicorn', 'I ♥ 🦄', 'i-love-unicorn'],
    ['other emoji dropped', 'Party 🎉 time', 'party-time'],
    ['emoji-only input', '😀🎉🚀', ''],
    ['camelCase split', 'fooBar', 'foo-bar'],
    ['trimming', '  --Trim me--  ', 'trim-me'],
    ['runs of symbols', 'a!!!b???c', 'a-b-c'],
    ['newlines count as spaces', 'first line\nsecond\r\nthird', 'first-line-second-third'],
    ['nothing left', '!!!', ''],
    ['empty', '', ''],
    ['spaces only', '   \n ', ''],
    ['a file path', 'My file path', 'my-file-path'],
  ])('%s: %j → %j', (_name, input, slug) => {
    expect(slugifyString(input, defaults)).toBe(slug);
  });
});

describe('options', () => {
  it.each([
    ['separator _', 'My file path', { separator: '_', lowercase: true }, 'my_file_path'],
    ['separator of three characters', 'a b', { separator: '-.-', lowercase: true }, 'a-.-b'],
    ['empty separator falls back to -', 'a b', { separator: '', lowercase: true }, 'a-b'],
    ['lowercase off', 'Déjà Vu', { separator: '-', lowercase: false }, 'Deja-Vu'],
    ['lowercase off with _', 'Hello World', { separator: '_', lowercase: false }, 'Hello_World'],
  ])('%s', (_name, input, options, slug) => {
    expect(slugifyString(input, options)).toBe(slug);
  });

  it.each([
    ['', '-'],
    ['_', '_'],
    ['abcd', 'abc'],
    ['😀😀😀😀', '😀😀😀'],
  ])('separator %j is used as %j', (separator, used) => expect(effectiveSeparator(separator)).toBe(used));
});
