import { describe, expect, it } from 'vitest';
import { convertList, splitToLines, type ListOptions } from './list-converter.service';

const none: Partial<ListOptions> = { trimItems: false, removeDuplicates: false };

describe('convertList — the spec examples', () => {
  it('item prefix and suffix, duplicates removed', () => {
    expect(convertList('1\n2\n2\n4\n3', { itemPrefix: "'", itemSuffix: "'" })).toBe("'1', '2', '4', '3'");
  });

  it('keep line breaks with an HTML list', () => {
    expect(convertList('1\n2\n3', { keepLineBreaks: true, separator: '', itemPrefix: '<li>', itemSuffix: '</li>', listPrefix: '<ul>', listSuffix: '</ul>' })).toBe(
      '<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>',
    );
  });
});

describe('convertList — each switch alone', () => {
  it.each<[string, string, Partial<ListOptions>, string]>([
    ['defaults (trim + dedupe)', ' a \nb\n a\n\nc ', {}, 'a, b, c'],
    ['nothing on', ' a \nb\n a\n\nc ', none, ' a , b,  a, c '],
    ['trim only', ' a \n a', { removeDuplicates: false }, 'a, a'],
    ['dedupe only', 'a\na\n a', { trimItems: false }, 'a,  a'],
    ['lowercase', 'A\nb\nB', { lowerCase: true }, 'a, b'],
    ['lowercase before dedupe, case-sensitive otherwise', 'A\na', {}, 'A, a'],
    ['reverse', '1\n2\n3', { reverseList: true }, '3, 2, 1'],
    ['sort ascending', 'b\nc\na', { sortList: 'asc' }, 'a, b, c'],
    ['sort descending', 'b\nc\na', { sortList: 'desc' }, 'c, b, a'],
    ['locale-aware sort', 'é\nz\ne\nE', { sortList: 'asc' }, 'e, E, é, z'],
    ['plain sort puts 10 before 2', '10\n2\n1', { sortList: 'asc' }, '1, 10, 2'],
    ['natural sort', 'file10\nfile2\nfile1', { sortList: 'asc', naturalSort: true }, 'file1, file2, file10'],
    ['separator used literally', 'a\nb', { separator: ' | ' }, 'a | b'],
    ['empty separator', 'a\nb', { separator: '' }, 'ab'],
    ['list prefix and suffix', 'a\nb', { listPrefix: '[', listSuffix: ']' }, '[a, b]'],
    ['keep line breaks', 'a\nb', { keepLineBreaks: true }, 'a, \nb'],
    ['strip prefix', '- a\n- b\nc', { stripPrefix: '- ' }, 'a, b, c'],
    ['strip suffix', 'a;\nb;', { stripSuffix: ';' }, 'a, b'],
    ['an item that was only the prefix is dropped', '-\na', { stripPrefix: '-' }, 'a'],
  ])('%s', (_name, input, options, output) => {
    expect(convertList(input, options)).toBe(output);
  });
});

describe('convertList — pipeline order and layout', () => {
  it('sort then reverse', () => {
    expect(convertList('b\na\nc', { sortList: 'asc', reverseList: true })).toBe('c, b, a');
    expect(convertList('b\na\nc', { sortList: 'desc', reverseList: true })).toBe('a, b, c');
  });

  it('dedupe keeps the first occurrence before sorting and reversing', () => {
    expect(convertList('b\na\nb\nc', { reverseList: true })).toBe('c, a, b');
  });

  it('keep line breaks: an empty list prefix or suffix adds no blank line', () => {
    expect(convertList('1\n2', { keepLineBreaks: true, separator: '', listPrefix: '<ul>' })).toBe('<ul>\n1\n2');
    expect(convertList('1\n2', { keepLineBreaks: true, separator: '', listSuffix: '</ul>' })).toBe('1\n2\n</ul>');
    expect(convertList('1\n2', { keepLineBreaks: true, separator: '' })).toBe('1\n2');
  });

  it('CRLF input', () => {
    expect(convertList('a\r\nb\r\n\r\nc\r\n', { trimItems: false })).toBe('a, b, c');
  });

  it.each(['', '\n\n', '   \n  '])('empty input %j → empty output, even with a list prefix/suffix', (input) => {
    expect(convertList(input, { listPrefix: '<ul>', listSuffix: '</ul>' })).toBe('');
  });
});

describe('splitToLines (the reverse operation)', () => {
  it.each<[string, string, boolean, string]>([
    ['a, b, c', ',', true, 'a\nb\nc'],
    ['a, b,, c,', ',', true, 'a\nb\nc'],
    ['a, b', ',', false, 'a\n b'],
    ['1|2|3', '|', true, '1\n2\n3'],
    ["'1', '2'", "', '", true, "'1\n2'"],
    ['abc', '', true, 'abc'],
    ['', ',', true, ''],
  ])('%j split on %j (trim %s) → %j', (input, delimiter, trimItems, output) => {
    expect(splitToLines(input, delimiter, { trimItems })).toBe(output);
  });
});
