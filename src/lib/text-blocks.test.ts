import { describe, expect, it } from 'vitest';
import { splitIntoBlocks } from './text-blocks';

describe('splitIntoBlocks', () => {
  it.each<[string, number, { text: string; lines: number; widestLine: number }[]]>([
    ['', 2, [{ text: '', lines: 1, widestLine: 0 }]],
    ['one', 2, [{ text: 'one', lines: 1, widestLine: 3 }]],
    ['a\nbb\nccc\nd', 2, [{ text: 'a\nbb', lines: 2, widestLine: 2 }, { text: 'ccc\nd', lines: 2, widestLine: 3 }]],
    ['a\nbb\nccc', 2, [{ text: 'a\nbb', lines: 2, widestLine: 2 }, { text: 'ccc', lines: 1, widestLine: 3 }]],
    ['a\nb\n', 2, [{ text: 'a\nb', lines: 2, widestLine: 1 }, { text: '', lines: 1, widestLine: 0 }]],
  ])('%j in blocks of %i lines', (text, linesPerBlock, expected) => {
    expect(splitIntoBlocks(text, linesPerBlock)).toEqual(expected);
  });

  it('joins back to the original text', () => {
    const text = JSON.stringify({ list: Array.from({ length: 2000 }, (_, index) => ({ index })) }, null, 3);
    const blocks = splitIntoBlocks(text);
    expect(blocks.map((block) => block.text).join('\n')).toBe(text);
    expect(blocks.reduce((sum, block) => sum + block.lines, 0)).toBe(text.split('\n').length);
  });
});
