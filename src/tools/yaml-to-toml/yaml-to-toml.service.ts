import { DEFAULT_TOML_WRITE_OPTIONS, writeToml, type TomlWriteOptions, type TomlWriteResult } from '../../lib/data-formats/toml-write';
import { readYaml } from '../../lib/data-formats/yaml-read';

/**
 * YAML → TOML: the YAML is read as in the YAML to JSON converter (YAML 1.2 core schema, so dates
 * stay strings), then written with the TOML rules of lib/data-formats/toml-write: scalars and
 * inline arrays first, `[tables]` and `[[arrays of tables]]` after a blank line, nulls left out
 * (listed) or written as `""`. A list or a scalar at the top is an error: TOML needs a table.
 */

export type YamlToTomlOptions = TomlWriteOptions;
export const DEFAULT_YAML_TO_TOML_OPTIONS: YamlToTomlOptions = DEFAULT_TOML_WRITE_OPTIONS;

export function convertYamlToToml(text: string, options: YamlToTomlOptions): TomlWriteResult {
  if (text.trim() === '') return { text: '', droppedNulls: [] };
  const value = readYaml(text);
  if (value === undefined || value === null) return { text: '', droppedNulls: [] };
  return writeToml(value, options);
}
