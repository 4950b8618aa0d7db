import { readToml } from '../../lib/data-formats/toml-read';
import { DEFAULT_YAML_WRITE_OPTIONS, writeYaml } from '../../lib/data-formats/yaml-write';

/**
 * TOML → YAML 1.2. The TOML is read strictly as TOML 1.0 by lib/data-formats/toml-read (as in TOML
 * to JSON: integers exact, date/times as ISO strings, keys in document order) and written by
 * lib/data-formats/yaml-write (as in JSON to YAML: block style, tables as nested mappings, arrays
 * as `- item` sequences, quotes only where needed). Options: the TOML comments carried over as
 * YAML comments, short arrays of scalars in flow style (`[8000, 8001]`), 2 or 4 spaces.
 */

export interface TomlToYamlOptions {
  indent: 2 | 4;
  keepComments: boolean;
  flowShortArrays: boolean;
}

export const DEFAULT_TOML_TO_YAML_OPTIONS: TomlToYamlOptions = { indent: 2, keepComments: true, flowShortArrays: false };

export function convertTomlToYaml(text: string, options: TomlToYamlOptions): string {
  if (text.trim() === '') return '';
  const { data, comments } = readToml(text, { comments: options.keepComments });
  return writeYaml(data, {
    ...DEFAULT_YAML_WRITE_OPTIONS,
    indent: options.indent,
    flowShortArrays: options.flowShortArrays,
    ...(options.keepComments ? { comments } : {}),
  });
}
