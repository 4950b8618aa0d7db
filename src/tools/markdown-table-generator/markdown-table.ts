import { forEachGrapheme, isAscii } from '../../lib/graphemes/graphemes';

/**
 * GitHub-flavoured Markdown tables (GFM spec, "Tables (extension)"): written with their columns
 * aligned as a monospace font shows them, and read back. Light: the screen uses it directly.
 */

export const ALIGNMENTS = ['none', 'left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** How pasted CSV separates its fields (auto: papaparse guesses among , tab ; |). */
export const INPUT_DELIMITERS = ['auto', 'comma', 'semicolon', 'tab', 'pipe'] as const;
export type InputDelimiter = (typeof INPUT_DELIMITERS)[number];
/** How the CSV written from a Markdown table separates its fields. */
export const CSV_DELIMITERS = ['comma', 'semicolon', 'tab'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A table: the header row first, then the body rows; one alignment per column. */
export interface TableData {
  rows: string[][];
  alignments: Alignment[];
}

/**
 * East Asian Wide and Fullwidth code points (Unicode UAX #11, EastAsianWidth.txt, W and F), the
 * blocks that hold them: Hangul Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility,
 * vertical and small forms, fullwidth forms, Tangut, Kana supplements, CJK extensions B–H.
 */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff],
  [0x1b000, 0x1b2ff],
  [0x1f200, 0x1f251],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

function isWideCodePoint(codePoint: number): boolean {
  if (codePoint < 0x1100) return false;
  let low = 0;
  let high = WIDE_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = WIDE_RANGES[middle] as readonly [number, number];
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const REGIONAL_INDICATOR = /\p{Regional_Indicator}/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\u200b]/u;

/** Columns one user-perceived character takes in a monospace font: 2 for CJK and emoji, 0 for marks and controls, else 1. */
export function graphemeWidth(grapheme: string): number {
  const codePoint = grapheme.codePointAt(0) as number;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return 0;
  if (codePoint < 0x300) return 1;
  // An emoji: shown as one as a picture (its own presentation, VS16, a flag, a ZWJ sequence).
  if (EMOJI_PRESENTATION.test(grapheme) || REGIONAL_INDICATOR.test(grapheme) || (PICTOGRAPHIC.test(grapheme) && grapheme.includes('\ufe0f'))) return 2;
  if (isWideCodePoint(codePoint)) return 2;
  if (ZERO_WIDTH.test(grapheme)) return 0;
  return 1;
}

/** The width of a text in a monospace font (wcwidth's reading of UAX #11: CJK and emoji count 2). */
export function displayWidth(text: string): number {
  if (isAscii(text)) {
    let width = 0;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code >= 0x20 && code !== 0x7f) width++;
    }
    return width;
  }
  let width = 0;
  forEachGrapheme(text, (start, end) => {
    width += graphemeWidth(text.slice(start, end));
  });
  return width;
}

/** A cell's text as a Markdown table cell: `|` escaped, line breaks as `<br>`, outer blanks trimmed. */
export function escapeCell(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replaceAll('|', '\\|')
    .replaceAll('\n', '<br>');
}

/** Pads a cell to `width` columns, as its column is aligned. */
function pad(text: string, width: number, alignment: Alignment): string {
  const missing = width - displayWidth(text);
  if (missing <= 0) return text;
  if (alignment === 'right') return ' '.repeat(missing) + text;
  if (alignment === 'center') return ' '.repeat(Math.floor(missing / 2)) + text + ' '.repeat(Math.ceil(missing / 2));
  return text + ' '.repeat(missing);
}

function delimiter(width: number, alignment: Alignment): string {
  switch (alignment) {
    case 'left':
      return `:${'-'.repeat(width - 1)}`;
    case 'right':
      return `${'-'.repeat(width - 1)}:`;
    case 'center':
      return `:${'-'.repeat(width - 2)}:`;
    case 'none':
      return '-'.repeat(width);
  }
}

/**
 * The rows (header first) as a GFM table, every column as wide as its widest cell (at least 3,
 * the delimiter's minimum), by display width: CJK characters and emoji count 2. Short rows are
 * filled with empty cells. No rows: ''.
 */
export function renderMarkdownTable({ rows, alignments }: TableData): string {
  if (rows.length === 0) return '';
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const cells = rows.map((row) => Array.from({ length: columns }, (_, column) => escapeCell(row[column] ?? '')));
  const widths = Array.from({ length: columns }, (_, column) => Math.max(3, ...cells.map((row) => displayWidth(row[column] as string))));
  const alignmentOf = (column: number): Alignment => alignments[column] ?? 'none';
  const line = (row: string[]) => `| ${row.map((cell, column) => pad(cell, widths[column] as number, alignmentOf(column))).join(' | ')} |`;
  const [header, ...body] = cells as [string[], ...string[][]];
  return [line(header), `| ${widths.map((width, column) => delimiter(width, alignmentOf(column))).join(' | ')} |`, ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading a table back

/** Not a Markdown table: why (an English detail for the message). */
export class MarkdownTableError extends Error {
  override name = 'MarkdownTableError';
}

/** A row's cells: split at the pipes that are not escaped, the outer pipes dropped, `\|` unescaped, `<br>` a line break. */
export function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '\\' && text[index + 1] === '|') {
      current += '|';
      index++;
    } else if (char === '|') {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim().replace(/<br\s*\/?>/gi, '\n'));
}

const DELIMITER_CELL = /^:?-+:?$/;

/** The delimiter row's alignments, or undefined when the line is not one. */
function delimiterRow(line: string): Alignment[] | undefined {
  if (!line.includes('-') || !line.includes('|')) return undefined;
  const cells = splitRow(line);
  if (!cells.every((cell) => DELIMITER_CELL.test(cell))) return undefined;
  return cells.map((cell) => (cell.startsWith(':') && cell.endsWith(':') ? 'center' : cell.endsWith(':') ? 'right' : cell.startsWith(':') ? 'left' : 'none'));
}

/**
 * The first GFM table in a text: a header row, the delimiter row under it (as many cells, each
 * `---` with optional colons), then rows until a blank line or a line without a pipe. Body rows
 * are cut or filled to the header's width, as GFM does. Throws MarkdownTableError otherwise.
 */
export function parseMarkdownTable(text: string): TableData {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index + 1 < lines.length; index++) {
    const headerLine = lines[index] as string;
    if (!headerLine.includes('|')) continue;
    const alignments = delimiterRow(lines[index + 1] as string);
    if (!alignments) continue;
    const header = splitRow(headerLine);
    if (header.length !== alignments.length) {
      throw new MarkdownTableError(`The header row has ${header.length} cells but the delimiter row under it has ${alignments.length} (line ${index + 2})`);
    }
    const rows = [header];
    for (let next = index + 2; next < lines.length; next++) {
      const line = lines[next] as string;
      if (line.trim() === '' || !line.includes('|')) break;
      const cells = splitRow(line);
      rows.push(Array.from({ length: header.length }, (_, column) => cells[column] ?? ''));
    }
    return { rows, alignments };
  }
  throw new MarkdownTableError('No table found: a header row with a delimiter row under it (| --- | --- |) is needed');
}
