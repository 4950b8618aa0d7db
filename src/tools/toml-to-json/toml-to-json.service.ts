import { DataDate, isExactInteger, type DataValue } from '../../lib/data-formats/data';
import { writeJson, type JsonIndent } from '../../lib/data-formats/json-write';
import { readToml } from '../../lib/data-formats/toml-read';
import { tomlKey } from '../../lib/data-formats/toml-write';
import { ToolInputError } from '../../lib/errors';

/**
 * TOML → JSON. The TOML is read strictly as TOML 1.0 by lib/data-formats/toml-read (duplicate keys
 * and tables, unquoted strings, bad escapes and TOML 1.1 additions are errors; hex/octal/binary and
 * `_` separators read; keys in document order). JSON is written by lib/data-formats/json-write:
 * 3-space indentation by default, date/times as their ISO strings, `inf`/`nan` as null.
 *
 * JSON numbers are doubles for most readers, so an integer beyond ±(2^53 − 1) is an error (its
 * path in the detail) unless `exactIntegers` asks for the exact digits in the output.
 */

export interface TomlToJsonOptions {
  indent: JsonIndent;
  /** Write integers beyond 2^53 with all their digits instead of refusing them. */
  exactIntegers: boolean;
}

export const DEFAULT_TOML_TO_JSON_OPTIONS: TomlToJsonOptions = { indent: 3, exactIntegers: false };

export type TomlValueType =
  | 'string'
  | 'integer'
  | 'float'
  | 'boolean'
  | 'offset-datetime'
  | 'local-datetime'
  | 'local-date'
  | 'local-time'
  | 'array'
  | 'table';

export interface TomlValueInfo {
  /** Dotted path as TOML writes it, with `[i]` for array items: `servers[0].ip`. */
  path: string;
  type: TomlValueType;
  /** The value as the JSON output shows it (strings quoted), cut to 80 characters. */
  value: string;
}

/** At most this many values are described (the list is for reading, not for megabytes). */
export const MAX_VALUE_TYPES = 500;

function typeOf(value: DataValue): TomlValueType {
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'number') return 'float';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  if (value instanceof DataDate) return value.kind;
  if (Array.isArray(value)) return 'array';
  return 'table';
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? tomlKey(key) : `${path}.${tomlKey(key)}`;
}

/** Every scalar of the document with its TOML type, in document order (at most MAX_VALUE_TYPES). */
export function describeTomlValues(root: DataValue): TomlValueInfo[] {
  const list: TomlValueInfo[] = [];
  const visit = (value: DataValue, path: string): void => {
    if (list.length >= MAX_VALUE_TYPES) return;
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, childPath(path, index)));
    else if (value instanceof Map) for (const [key, item] of value) visit(item, childPath(path, key));
    else {
      const text = writeJson(value, 'minify');
      list.push({ path, type: typeOf(value), value: text.length > 80 ? `${text.slice(0, 79)}…` : text });
    }
  };
  visit(root, '');
  return list;
}

/** The first integer JSON readers cannot hold exactly, with its path. */
function findInexactInteger(value: DataValue, path: string): { path: string; integer: bigint } | undefined {
  if (typeof value === 'bigint') return isExactInteger(value) ? undefined : { path, integer: value };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findInexactInteger(value[index] as DataValue, childPath(path, index));
      if (found) return found;
    }
  } else if (value instanceof Map) {
    for (const [key, item] of value) {
      const found = findInexactInteger(item, childPath(path, key));
      if (found) return found;
    }
  }
  return undefined;
}

export interface TomlToJsonResult {
  output: string;
  types: TomlValueInfo[];
}

export function convertTomlToJsonWithTypes(text: string, options: TomlToJsonOptions): TomlToJsonResult {
  if (text.trim() === '') return { output: '', types: [] };
  const { data } = readToml(text, { comments: false });
  if (!options.exactIntegers) {
    const inexact = findInexactInteger(data, '');
    if (inexact) {
      throw new ToolInputError('invalidToml', {
        params: { path: inexact.path, integer: inexact.integer.toString() },
        detail: `The integer ${inexact.integer} at ${inexact.path} is beyond ±(2^53 − 1): JSON readers cannot hold it exactly`,
      });
    }
  }
  return { output: writeJson(data, options.indent), types: describeTomlValues(data) };
}

export function convertTomlToJson(text: string, options: TomlToJsonOptions): string {
  return convertTomlToJsonWithTypes(text, options).output;
}

/** The TOML type of every value of a document (the list JSON cannot keep), at most MAX_VALUE_TYPES. */
export function tomlValueTypes(text: string): TomlValueInfo[] {
  if (text.trim() === '') return [];
  return describeTomlValues(readToml(text, { comments: false }).data);
}
