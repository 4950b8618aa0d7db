import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { displayWidth, parseMarkdownTable, renderMarkdownTable, splitRow } from './markdown-table';
import { markdownTableToCsv, toMarkdownTable } from './markdown-table-generator.service';

function failure(run: () => unknown): { key: string; params?: Record<string, string | number>; detail?: string } {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, ...(error.params ? { params: error.params } : {}), ...(error.detail ? { detail: error.detail } : {}) };
    throw error;
  }
  throw new Error('no error');
}

describe('display width (UAX #11 East Asian Width, emoji as terminals show them)', () => {
  // Widths as wcwidth and GitHub's monospace code blocks show them.
  it.each([
    ['abc', 3],
    ['', 0],
    ['東京', 4], // U+6771 U+4EAC: Wide
    ['한글', 4], // Hangul syllables: Wide
    ['ｱｲｳ', 3], // halfwidth katakana: Narrow
    ['ＡＢ', 4], // fullwidth Latin: Fullwidth
    ['café', 4],
    ['cafe\u0301', 4], // e + combining acute: one column
    ['👍', 2],
    ['👍🏽', 2], // skin tone modifier: one picture
    ['👨‍👩‍👧', 2], // ZWJ sequence
    ['🇫🇷', 2], // regional indicator pair
    ['❤️', 2], // U+2764 + VS16: emoji presentation
    ['❤', 1], // U+2764 alone: text presentation
    ['a\u200bb', 2], // zero-width space
  ])('%s → %i', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('rendering a GFM table', () => {
  it('pads every column to its widest cell, at least 3 (the delimiter row)', () => {
    expect(renderMarkdownTable({ rows: [['a', 'bb'], ['ccccc', '']], alignments: [] })).toBe('| a     | bb  |\n| ----- | --- |\n| ccccc |     |');
  });

  it('aligns each column as its delimiter says (GFM spec, example 199)', () => {
    expect(renderMarkdownTable({ rows: [['l', 'c', 'r', 'n'], ['1', '2', '3', '4']], alignments: ['left', 'center', 'right', 'none'] })).toBe('| l   |  c  |   r | n   |\n| :-- | :-: | --: | --- |\n| 1   |  2  |   3 | 4   |');
  });

  it('escapes pipes, writes line breaks as <br>, fills short rows', () => {
    expect(renderMarkdownTable({ rows: [['x', 'y'], ['a|b'], ['two\nlines', 'z']], alignments: [] })).toBe('| x            | y   |\n| ------------ | --- |\n| a\\|b         |     |\n| two<br>lines | z   |');
  });

  it('counts CJK and emoji as two columns', () => {
    expect(renderMarkdownTable({ rows: [['名前', 'ok'], ['👍', 'abc']], alignments: [] })).toBe('| 名前 | ok  |\n| ---- | --- |\n| 👍   | abc |');
  });
});

describe('reading a GFM table', () => {
  it.each([
    ['| a | b |', ['a', 'b']],
    ['a | b', ['a', 'b']],
    ['| `x \\| y` | z |', ['`x | y`', 'z']],
    ['| one<br>two | <BR/> |', ['one\ntwo', '\n']],
    ['|  |', ['']],
  ])('splits %s', (line, cells) => {
    expect(splitRow(line)).toEqual(cells);
  });

  it('reads the first table of a text, its alignments, and cuts or fills body rows to the header (GFM spec, examples 198 and 204)', () => {
    expect(parseMarkdownTable('Intro text\n\n| a | b |\n| :-: | --: |\n| 1 | 2 | 3 |\n| 4 |\n\nAfter')).toEqual({
      rows: [
        ['a', 'b'],
        ['1', '2'],
        ['4', ''],
      ],
      alignments: ['center', 'right'],
    });
  });

  it('refuses a text without a table, or with a delimiter row of another width (GFM spec, example 203)', () => {
    expect(() => parseMarkdownTable('just | text')).toThrow('No table found');
    expect(() => parseMarkdownTable('| a | b |\n| --- |\n| c |')).toThrow('The header row has 2 cells but the delimiter row under it has 1 (line 2)');
  });

  it('reads back what it writes', () => {
    const table = { rows: [['Name', 'Note'], ['東京', 'a|b'], ['x', 'line\nbreak']], alignments: ['left', 'right'] as const };
    expect(parseMarkdownTable(renderMarkdownTable({ rows: table.rows, alignments: [...table.alignments] }))).toEqual({ rows: table.rows, alignments: table.alignments });
  });
});

describe('CSV, TSV or JSON → Markdown', () => {
  it.each([
    ['CSV, quoted fields (RFC 4180)', 'name,quote\nAda,"Hello, ""world"""', 'none', 'auto', '| name | quote          |\n| ---- | -------------- |\n| Ada  | Hello, "world" |'],
    ['TSV detected', 'a\tb\n1\t2', 'none', 'auto', '| a   | b   |\n| --- | --- |\n| 1   | 2   |'],
    ['semicolons given', 'a;b\n1;2', 'left', 'semicolon', '| a   | b   |\n| :-- | :-- |\n| 1   | 2   |'],
    ['JSON arrays: the first is the header', '[["k","v"],["a",1],["b",null]]', 'none', 'auto', '| k   | v   |\n| --- | --- |\n| a   | 1   |\n| b   |     |'],
    ['JSON objects: keys in order of first appearance, nested values as JSON', '[{"a":1},{"b":{"c":true},"a":2}]', 'none', 'auto', '| a   | b          |\n| --- | ---------- |\n| 1   |            |\n| 2   | {"c":true} |'],
    ['a single JSON object is one row', '{"x":"y"}', 'none', 'auto', '| x   |\n| --- |\n| y   |'],
    ['blank lines skipped; empty input', '\n\n', 'none', 'auto', ''],
  ] as const)('%s', (_name, input, alignment, delimiter, expected) => {
    expect(toMarkdownTable(input, { alignment, delimiter })).toBe(expected);
  });

  it('names a ragged row, an open quote, invalid JSON', () => {
    expect(failure(() => toMarkdownTable('a,b,c\n1,2,3\n4,5\n', { alignment: 'none', delimiter: 'auto' }))).toEqual({ key: 'raggedRow', params: { row: 3, found: 2, expected: 3 } });
    expect(failure(() => toMarkdownTable('a,b\n"1,2\n', { alignment: 'none', delimiter: 'comma' })).key).toBe('csvQuotes');
    expect(failure(() => toMarkdownTable('[{"a":1},]', { alignment: 'none', delimiter: 'auto' }))).toEqual({ key: 'invalidJson', detail: "Unexpected character ']': a value was expected at line 1, column 10" });
    expect(failure(() => toMarkdownTable('[1, 2]', { alignment: 'none', delimiter: 'auto' })).key).toBe('jsonNotRows');
  });
});

describe('Markdown → CSV', () => {
  it.each([
    ['commas and quotes quoted (RFC 4180)', '| a | b |\n|---|---|\n| x, y | say "hi" |', 'comma', 'a,b\n"x, y","say ""hi"""'],
    ['tabs', '| a | b |\n|---|---|\n| 1 | 2 |', 'tab', 'a\tb\n1\t2'],
    ['a <br> becomes a line break inside a quoted field', '| a |\n|---|\n| one<br>two |', 'comma', 'a\n"one\ntwo"'],
  ] as const)('%s', (_name, input, outputDelimiter, expected) => {
    expect(markdownTableToCsv(input, { outputDelimiter })).toBe(expected);
  });

  it('refuses a text that holds no table', () => {
    expect(failure(() => markdownTableToCsv('# Title\n\nSome text.', { outputDelimiter: 'comma' }))).toEqual({ key: 'notMarkdownTable', detail: 'No table found: a header row with a delimiter row under it (| --- | --- |) is needed' });
  });
});
