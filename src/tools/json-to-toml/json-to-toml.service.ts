import { readJson } from '../../lib/data-formats/json-read';
import { DEFAULT_TOML_WRITE_OPTIONS, writeToml, type TomlWriteOptions, type TomlWriteResult } from '../../lib/data-formats/toml-write';

/**
 * JSON or JSON5 → TOML 1.0. The input is read by lib/data-formats/json-read (strict JSON without
 * loss: key order, integers exact beyond 2^53, `1` vs `1.0`; JSON5 otherwise) and written by
 * lib/data-formats/toml-write, the writer YAML to TOML uses: scalars and inline arrays first,
 * `[tables]` and `[[arrays of tables]]` after a blank line, no indentation, no trailing newline.
 * TOML has no null: nulls are left out (their paths listed) or written as `""`. An array or a
 * scalar at the top is an error: a TOML document is a table.
 */

export type JsonToTomlOptions = TomlWriteOptions;
export const DEFAULT_JSON_TO_TOML_OPTIONS: JsonToTomlOptions = DEFAULT_TOML_WRITE_OPTIONS;

export function convertJsonToToml(text: string, options: JsonToTomlOptions): TomlWriteResult {
  if (text.trim() === '') return { text: '', droppedNulls: [] };
  return writeToml(readJson(text), options);
}
