import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyCommentStyle, drawText, FONT_NAMES, isBlankDrawing, knownFont, loadFont, parseWidth } from './ascii-text-drawer.service';

const fontFolder = join(process.cwd(), 'node_modules/figlet/importable-fonts');

describe('font list', () => {
  it('has every font of figlet/importable-fonts, named as the files', () => {
    const files = readdirSync(fontFolder)
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.slice(0, -3));
    expect([...FONT_NAMES].sort()).toEqual(files.sort());
    expect(FONT_NAMES.length).toBeGreaterThan(300);
    expect(FONT_NAMES).toContain('Standard');
    expect(FONT_NAMES).toContain('Doom');
    expect(FONT_NAMES).toContain('3D Diagonal');
  });

  it('is sorted case-insensitively', () => {
    for (let index = 1; index < FONT_NAMES.length; index += 1) {
      expect((FONT_NAMES[index - 1] as string).toLowerCase().localeCompare((FONT_NAMES[index] as string).toLowerCase(), 'en')).toBeLessThanOrEqual(0);
    }
    expect(FONT_NAMES[0]).toBe('1Row');
  });

  it('an unknown stored font falls back to Standard', () => {
    expect(knownFont('Doom')).toBe('Doom');
    expect(knownFont('No such font')).toBe('Standard');
  });

  it('an unknown font fails to load', async () => {
    await expect(loadFont('No such font')).rejects.toThrow();
  });
});

describe('parseWidth', () => {
  it.each<[string | number, number | undefined]>([
    ['80', 80],
    [80, 80],
    ['1', 1],
    ['10000', 10_000],
    [' 42 ', 42],
    ['0', undefined],
    ['10001', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['', undefined],
    ['abc', undefined],
    ['1e3', undefined],
  ])('%j → %s', (value, expected) => expect(parseWidth(value)).toBe(expected));
});

describe('drawText', () => {
  it('"Hi" in Doom at width 80 (the spec example)', async () => {
    await loadFont('Doom');
    const lines = drawText('Hi', 'Doom', 80).split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(' _   _ _ ');
    expect(lines[5]).toBe('\\_| |_/_|');
    expect(lines.slice(6)).toEqual(['         ', '         ']);
  });

  it('"A" in Standard has the classic shape', async () => {
    await loadFont('Standard');
    expect(drawText('A', 'Standard', 80).split('\n').slice(0, 4)).toEqual(['     _    ', '    / \\   ', '   / _ \\  ', '  / ___ \\ ']);
  });

  it('empty text draws nothing', async () => {
    await loadFont('Standard');
    expect(drawText('', 'Standard', 80)).toBe('');
  });

  it('wraps at spaces when wider than the width, and a line break starts a new row', async () => {
    await loadFont('Standard');
    const oneRow = drawText('Hello world', 'Standard', 200).split('\n');
    const wrapped = drawText('Hello world', 'Standard', 40).split('\n');
    const twoLines = drawText('Hello\nworld', 'Standard', 200).split('\n');
    expect(wrapped.length).toBeGreaterThan(oneRow.length);
    expect(Math.max(...wrapped.map((line) => line.length))).toBeLessThanOrEqual(40);
    expect(twoLines.length).toBe(wrapped.length);
  });

  it('a word wider than the width is split between letters', async () => {
    await loadFont('Standard');
    const lines = drawText('WWWWWWWWWW', 'Standard', 30).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(30);
    expect(lines.length).toBeGreaterThan(6);
  });

  it('characters the font lacks are skipped: a blank drawing is detected', async () => {
    await loadFont('Standard');
    const art = drawText('中文', 'Standard', 80);
    expect(isBlankDrawing('中文', art)).toBe(true);
    expect(isBlankDrawing('', '')).toBe(false);
    expect(isBlankDrawing('A', drawText('A', 'Standard', 80))).toBe(false);
  });
});

describe('applyCommentStyle', () => {
  it.each<[Parameters<typeof applyCommentStyle>[1], string]>([
    ['none', ' _\n|_|\n'],
    ['#', '#  _\n# |_|\n# '],
    ['//', '//  _\n// |_|\n// '],
    ['--', '--  _\n-- |_|\n-- '],
    [';', ';  _\n; |_|\n; '],
  ])('%s', (style, expected) => expect(applyCommentStyle(' _\n|_|\n', style)).toBe(expected));

  it('leaves an empty drawing empty', () => expect(applyCommentStyle('', '#')).toBe(''));
});
