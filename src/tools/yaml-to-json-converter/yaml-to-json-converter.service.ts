import { JSON_INDENTS, writeJson, type JsonIndent } from '../../lib/data-formats/json-write';
import { readYaml, readYamlDocuments } from '../../lib/data-formats/yaml-read';

/**
 * YAML → JSON. YAML 1.2 core schema (see lib/data-formats/yaml-read): anchors, aliases and merge
 * keys resolved, `yes`/`no` and dates stay strings, integers exact whatever their size (written as
 * JSON number literals). JSON with 3-space indentation by default, keys in document order. A null
 * document (empty, comments only, `~`) gives an empty output. Several documents are an error unless
 * the multi-document option turns the stream into a JSON array.
 */

export interface YamlToJsonOptions {
  indent: JsonIndent;
  multiDocument: boolean;
}

export const DEFAULT_YAML_TO_JSON_OPTIONS: YamlToJsonOptions = { indent: 3, multiDocument: false };
export { JSON_INDENTS };

export function convertYamlToJson(text: string, options: YamlToJsonOptions): string {
  if (text.trim() === '') return '';
  if (options.multiDocument) {
    const documents = readYamlDocuments(text);
    return documents.length === 0 ? '' : writeJson(documents, options.indent);
  }
  const value = readYaml(text);
  return value === undefined || value === null ? '' : writeJson(value, options.indent);
}
