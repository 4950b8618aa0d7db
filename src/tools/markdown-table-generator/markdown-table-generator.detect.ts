import type { DetectDeclarations } from '../../engine/detect';

const MAX_LINES = 200;

/** The fields of a CSV line split by `delimiter` outside double quotes: how many delimiters, or -1 for a quote left open. */
function delimiterCount(line: string, delimiter: number): number {
  let count = 0;
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index);
    if (code === 34) quoted = !quoted;
    else if (code === delimiter && !quoted) count++;
  }
  return quoted ? -1 : count;
}

/** Lines of the sample (at most MAX_LINES), without blank ones. */
function sampleLines(text: string): string[] {
  const lines: string[] = [];
  for (let start = 0; start < text.length && lines.length < MAX_LINES; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line.trim() !== '') lines.push(line);
    start = end + 1;
  }
  return lines;
}

const isNumber = (cell: string) => /^\s*-?[\d.,]+\s*$/.test(cell);

/**
 * CSV or TSV with a header row: every line has the same number of commas (semicolons, tabs)
 * outside quotes, at least one; the header's cells are short names, not numbers; no line looks
 * like code. Tabs are the stronger sign (prose rarely has them in step).
 */
function csvScore(text: string): { confidence: number; reason: { key: string }; options: { delimiter: string } } | 0 {
  const lines = sampleLines(text);
  if (lines.length < 2) return 0;
  if (lines.some((line) => /[;{}]\s*$|^\s*(?:\/\/|#|import |def |function |const |let |var |<)/.test(line) && !line.includes('\t'))) return 0;
  // Sentences (lines ending with a full stop): prose, whose commas can fall in step.
  if (lines.filter((line) => /[.!?]$/.test(line.trim())).length > 1) return 0;
  // Assignments (`a, b = 0, 1`): code, whose commas can fall in step.
  if (/\s=\s/.test(lines[0] as string)) return 0;
  for (const [code, delimiter, base] of [
    [9, 'tab', 0.7],
    [44, 'comma', 0.6],
    [59, 'semicolon', 0.55],
  ] as const) {
    const expected = delimiterCount(lines[0] as string, code);
    if (expected < 1) continue;
    // Two lines with one comma could be anything; with one tab, they are still cells.
    if (lines.length < 3 && expected < 2 && delimiter !== 'tab') continue;
    if (!lines.every((line) => delimiterCount(line, code) === expected)) continue;
    // A header names its columns: no empty name, no sentence, not all numbers.
    const header = (lines[0] as string).split(String.fromCharCode(code)).map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (header.some((cell) => cell === '' || cell.length > 40 || cell.split(/\s+/).length > 4) || header.every(isNumber)) continue;
    return { confidence: base, reason: { key: delimiter === 'tab' ? 'tsv' : 'csv' }, options: { delimiter } };
  }
  return 0;
}

/** A GFM table: a header row with pipes and, under it, the delimiter row (`| --- | :-: |`). */
function markdownTableScore(text: string): number | { confidence: number; reason: { key: string } } {
  const newline = text.indexOf('\n');
  if (newline < 0) return 0;
  const header = text.slice(0, newline);
  const end = text.indexOf('\n', newline + 1);
  const delimiter = text.slice(newline + 1, end < 0 ? undefined : end).trim();
  if (!header.includes('|') || !/^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/.test(delimiter) || !delimiter.includes('|')) return 0;
  // Just under Markdown to HTML's reading of a table alone: the table might be meant for a page.
  return { confidence: 0.55, reason: { key: 'markdownTable' } };
}

export default {
  'markdown-table-generator': {
    pre: { minLength: 5, minLines: 2 },
    prior: 0.5,
    score: ({ text }) => csvScore(text),
  },
  'markdown-table-generator-to-csv': {
    pre: { minLength: 7, minLines: 2 },
    prior: 0.5,
    score: ({ text }) => markdownTableScore(text),
  },
} satisfies DetectDeclarations;
