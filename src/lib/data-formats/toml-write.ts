import { ToolInputError } from '../errors';
import { DataDate, sortDataKeys, type DataMap, type DataValue } from './data';

/**
 * Data → TOML 1.0 text, written by hand so that the layout is the one the converters promise:
 *
 * - in every table, scalars and inline arrays first as `key = value`, then each nested mapping as a
 *   `[dotted.path]` table and each list of mappings as `[[dotted.path]]` blocks, every header
 *   preceded by one blank line and never indented; a table holding only sub-tables gets no header
 *   of its own (its sub-tables define it);
 * - other lists are inline arrays `[ 1, "a" ]` (mixed types allowed by TOML 1.0), mappings inside
 *   them inline tables `{ a = 1 }`;
 * - strings are basic strings (`\"`, `\\`, `\b \t \n \f \r`, other control characters `\uXXXX`);
 *   keys are bare when they match `[A-Za-z0-9_-]+`, otherwise quoted;
 * - integers exact (bigint), floats always with a fraction or an exponent (`1e20` →
 *   `100000000000000000000.0`), NaN and ±Infinity as `nan`/`inf`/`-inf`;
 * - TOML has no null: nulls are left out (their paths listed) or written as `""`.
 */

export type TomlNullHandling = 'drop' | 'empty-string';
/** How mappings inside a table are written: `[tables]`, or small ones as `a.b = 1` or `a = { b = 1 }`. */
export type TomlTableStyle = 'tables' | 'dotted' | 'inline';

export interface TomlWriteOptions {
  nulls: TomlNullHandling;
  tableStyle: TomlTableStyle;
  sortKeys: boolean;
}

export const DEFAULT_TOML_WRITE_OPTIONS: TomlWriteOptions = { nulls: 'drop', tableStyle: 'tables', sortKeys: false };

export interface TomlWriteResult {
  text: string;
  /** Paths of the null values left out (`server.timeout`, `list[2]`), in document order. */
  droppedNulls: string[];
}

/** A mapping is "small" (written as dotted keys or an inline table) up to this many entries… */
const SMALL_TABLE_MAX_ENTRIES = 4;
/** …and this many characters once written inline. */
const SMALL_TABLE_MAX_CHARS = 60;

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
// eslint-disable-next-line no-control-regex -- control characters must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u007f]/;
const SHORT_ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

export function tomlString(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `"${text}"`;
  let out = '"';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const short = SHORT_ESCAPES[char];
    if (short) out += short;
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

export function tomlKey(key: string): string {
  return BARE_KEY.test(key) ? key : tomlString(key);
}

export function tomlFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  const text = String(value);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

function isTable(value: DataValue): value is DataMap {
  return value instanceof Map;
}

/** A non-empty list whose items are all mappings: written as `[[name]]` blocks. */
function isArrayOfTables(value: DataValue): value is DataMap[] {
  return Array.isArray(value) && value.length > 0 && value.every(isTable);
}

function pathText(path: readonly string[], key: string): string {
  return [...path, key].map(tomlKey).join('.');
}

export function writeToml(root: DataValue, options: TomlWriteOptions): TomlWriteResult {
  if (!isTable(root)) throw new ToolInputError('tomlNeedsTable');
  const data = (options.sortKeys ? sortDataKeys(root) : root) as DataMap;
  const droppedNulls: string[] = [];
  const lines: string[] = [];

  /** A value inside an inline array or inline table; undefined when it is a dropped null. */
  const inlineValue = (value: DataValue, where: string): string | undefined => {
    if (value === null) {
      if (options.nulls === 'empty-string') return '""';
      droppedNulls.push(where);
      return undefined;
    }
    if (typeof value === 'string') return tomlString(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'number') return tomlFloat(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof DataDate) return value.text;
    if (Array.isArray(value)) {
      const items: string[] = [];
      value.forEach((item, index) => {
        const text = inlineValue(item, `${where}[${index}]`);
        if (text !== undefined) items.push(text);
      });
      return items.length === 0 ? '[]' : `[ ${items.join(', ')} ]`;
    }
    const entries: string[] = [];
    for (const [key, item] of value) {
      const text = inlineValue(item, `${where}.${tomlKey(key)}`);
      if (text !== undefined) entries.push(`${tomlKey(key)} = ${text}`);
    }
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  };

  /** Small mapping of scalars and short arrays, written inline (or as dotted keys) by the option. */
  const smallInline = (value: DataMap, where: string): string | undefined => {
    if (options.tableStyle === 'tables' || value.size === 0 || value.size > SMALL_TABLE_MAX_ENTRIES) return undefined;
    for (const item of value.values()) if (isTable(item) || (Array.isArray(item) && item.some((element) => isTable(element) || Array.isArray(element)))) return undefined;
    const before = droppedNulls.length;
    const text = inlineValue(value, where);
    droppedNulls.length = before; // measured only; the real write records the drops
    return text !== undefined && text.length <= SMALL_TABLE_MAX_CHARS ? text : undefined;
  };

  const writeTable = (table: DataMap, path: string[], header: 'table' | 'array' | 'none'): void => {
    const simple: string[] = [];
    /** Sub-tables and arrays of tables, in document order. */
    const sections: { key: string; tables: DataMap[]; kind: 'table' | 'array' }[] = [];
    for (const [key, value] of table) {
      const where = pathText(path, key);
      if (isTable(value)) {
        if (smallInline(value, where) === undefined) sections.push({ key, tables: [value], kind: 'table' });
        else if (options.tableStyle === 'inline') simple.push(`${tomlKey(key)} = ${inlineValue(value, where)}`);
        else {
          for (const [subKey, subValue] of value) {
            const text = inlineValue(subValue, `${where}.${tomlKey(subKey)}`);
            if (text !== undefined) simple.push(`${tomlKey(key)}.${tomlKey(subKey)} = ${text}`);
          }
        }
      } else if (isArrayOfTables(value)) sections.push({ key, tables: value, kind: 'array' });
      else {
        const text = inlineValue(value, where);
        if (text !== undefined) simple.push(`${tomlKey(key)} = ${text}`);
      }
    }
    const needsHeader = header === 'array' || (header === 'table' && (simple.length > 0 || sections.length === 0));
    if (needsHeader) {
      if (lines.length > 0) lines.push('');
      const name = path.map(tomlKey).join('.');
      lines.push(header === 'array' ? `[[${name}]]` : `[${name}]`);
    }
    lines.push(...simple);
    for (const section of sections) for (const item of section.tables) writeTable(item, [...path, section.key], section.kind);
  };

  writeTable(data, [], 'none');
  return { text: lines.join('\n'), droppedNulls };
}

/** The warning of a conversion to TOML that left nulls out (`data`: their paths). */
export function droppedNullsWarning(paths: readonly string[]): { key: 'droppedNulls'; message: string; data: string[] } {
  return { key: 'droppedNulls', message: `${paths.length} null value(s) left out, TOML has no null: ${paths.join(', ')}`, data: [...paths] };
}
