import { readJson } from '../../lib/data-formats/json-read';
import { DEFAULT_YAML_WRITE_OPTIONS, writeYaml, type YamlWriteOptions } from '../../lib/data-formats/yaml-write';

/**
 * JSON or JSON5 → YAML 1.2. The input is read by lib/data-formats/json-read (strict JSON without
 * loss: key order, exact big integers; JSON5 otherwise) and written by lib/data-formats/yaml-write:
 * block style, 2-space indentation, list items indented under their key, strings plain unless they
 * would read back as something else (`"123"`, `""`, `"a: b"`, `"true"`), multi-line strings as
 * `|-` blocks, `[]` and `{}` for empty collections. Top-level arrays and scalars are fine.
 */

export type JsonToYamlOptions = Pick<YamlWriteOptions, 'indent' | 'quoteStyle' | 'sortKeys' | 'quoteYaml11'>;
export const DEFAULT_JSON_TO_YAML_OPTIONS: JsonToYamlOptions = DEFAULT_YAML_WRITE_OPTIONS;

export function convertJsonToYaml(text: string, options: JsonToYamlOptions): string {
  if (text.trim() === '') return '';
  return writeYaml(readJson(text), options);
}
