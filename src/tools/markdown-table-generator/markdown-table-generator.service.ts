import Papa from 'papaparse';
import { ToolInputError } from '../../lib/errors';
import { formatPosition, JsonTextError, positionFinder, scanJson } from '../../lib/json/json-text';
import { MarkdownTableError, parseMarkdownTable, renderMarkdownTable, type Alignment, type CsvDelimiter, type InputDelimiter, type TableData } from './markdown-table';

/**
 * CSV, TSV or JSON → an aligned GitHub-flavoured Markdown table, and a Markdown table → CSV. CSV
 * is read and written by papaparse (RFC 4180 quoting); JSON is an array of objects (their keys
 * make the header, in order of first appearance) or of arrays (the first is the header).
 */

const DELIMITER_CHARS: Record<Exclude<InputDelimiter, 'auto'>, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };

/** A JSON value as a cell: strings as they are, null empty, objects and arrays as compact JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An array of objects or of arrays → rows, header first. */
function jsonRows(text: string): string[][] {
  try {
    scanJson(text);
  } catch (error) {
    if (error instanceof JsonTextError) throw new ToolInputError('invalidJson', { detail: `${error.reason} at ${formatPosition(positionFinder(text)(error.offset))}` });
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  if (items.length === 0) return [];
  if (items.every((item) => Array.isArray(item))) return (items as unknown[][]).map((row) => row.map(cellText));
  if (!items.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) throw new ToolInputError('jsonNotRows');
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const item of items as Record<string, unknown>[]) {
    for (const key of Object.keys(item)) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  return [keys, ...(items as Record<string, unknown>[]).map((item) => keys.map((key) => (Object.hasOwn(item, key) ? cellText(item[key]) : '')))];
}

/**
 * CSV or TSV → rows, header first. Every row must have as many fields as the header: a ragged
 * row is an error naming it (row 1 is the header), as is a quote left open.
 */
function csvRows(text: string, delimiter: InputDelimiter): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), {
    delimiter: delimiter === 'auto' ? '' : DELIMITER_CHARS[delimiter],
    delimitersToGuess: [',', '\t', ';', '|'],
    skipEmptyLines: 'greedy',
  });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) throw new ToolInputError('csvQuotes', { params: { row: (quoteError.row ?? 0) + 1 }, detail: quoteError.message });
  const rows = result.data;
  const expected = rows[0]?.length ?? 0;
  const ragged = rows.findIndex((row) => row.length !== expected);
  if (ragged > 0) throw new ToolInputError('raggedRow', { params: { row: ragged + 1, found: (rows[ragged] as string[]).length, expected } });
  return rows;
}

/** The table in the pasted text: JSON when it starts with `[` or `{`, CSV/TSV otherwise. */
export function readTable(text: string, delimiter: InputDelimiter): string[][] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed.startsWith('[') || trimmed.startsWith('{') ? jsonRows(trimmed) : csvRows(text, delimiter);
}

/** CSV, TSV or JSON → the GFM table, every column aligned the same way. Empty input: ''. */
export function toMarkdownTable(text: string, { alignment, delimiter }: { alignment: Alignment; delimiter: InputDelimiter }): string {
  const rows = readTable(text, delimiter);
  if (rows.length === 0) return '';
  const columns = Math.max(...rows.map((row) => row.length));
  return renderMarkdownTable({ rows, alignments: Array.from({ length: columns }, () => alignment) });
}

/** The first Markdown table of the text → its cells as CSV (header first, rows joined by \n, quoted where needed). */
export function markdownTableToCsv(text: string, { outputDelimiter }: { outputDelimiter: CsvDelimiter }): string {
  if (text.trim() === '') return '';
  let table: TableData;
  try {
    table = parseMarkdownTable(text);
  } catch (error) {
    if (error instanceof MarkdownTableError) throw new ToolInputError('notMarkdownTable', { detail: error.message });
    throw error;
  }
  return Papa.unparse(table.rows, { delimiter: DELIMITER_CHARS[outputDelimiter], newline: '\n' });
}
