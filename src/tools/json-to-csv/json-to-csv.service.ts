import JSON5 from 'json5';
import Papa from 'papaparse';
import { ToolInputError } from '../../lib/errors';

export const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type DelimiterName = keyof typeof DELIMITERS;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text → rows: a JSON5 array of objects, or one object (one row). */
export function parseRows(text: string): Row[] {
  let value: unknown;
  try {
    value = JSON5.parse(text);
  } catch (error) {
    throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (isRow(value)) return [value];
  if (Array.isArray(value) && value.every(isRow)) return value;
  throw new ToolInputError('notRows');
}

/** Union of the keys, in first-seen order. */
export function headerOf(rows: readonly Row[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

/** A value as cell text: strings as is, numbers and booleans via String(), null/missing empty, the rest compact JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * JSON → CSV (RFC 4180 quoting by papaparse: a cell with the delimiter, a quote, CR or LF, or a
 * leading/trailing space is quoted, inner quotes doubled). Rows joined by \n, no final newline.
 */
export function jsonToCsv(text: string, delimiter: DelimiterName = 'comma'): string {
  if (text.trim() === '') return '';
  const rows = parseRows(text);
  const fields = headerOf(rows);
  if (fields.length === 0) return '';
  return Papa.unparse({ fields, data: rows.map((row) => fields.map((field) => cellText(row[field]))) }, { delimiter: DELIMITERS[delimiter], newline: '\n', quotes: false });
}
