import { isAlias, isScalar, parseAllDocuments, visit, type Document } from 'yaml';
import { ToolInputError } from '../errors';
import type { DataMap, DataValue } from './data';
import { writeJson } from './json-write';
import { readYamlFast } from './yaml-fast-read';

/**
 * YAML → data with the `yaml` library (YAML 1.2, core schema): `yes`/`no`/`on`/`off` and dates stay
 * strings, `0o17` and `0x1F` are integers, `~`/`null`/empty are null; anchors and aliases are
 * expanded and merge keys (`<<`) resolved, explicit keys winning. Tags outside the core schema
 * (`!!binary`, `!!set`, `!!omap`, custom tags) are not interpreted: the plain value stays, as the
 * YAML test suite expects. Duplicate keys, tab indentation and every other syntax error are errors.
 * Integers are read as bigint, so none loses precision.
 */

/**
 * The library's own duplicate-key check compares every key with every earlier key of its mapping
 * (minutes for a mapping of 60,000 keys), so it is off and {@link findDuplicateKey} does the same
 * check with a set per mapping.
 */
const PARSE_OPTIONS = { intAsBigInt: true, merge: true, resolveKnownTags: false, uniqueKeys: false } as const;

function position(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

/** The offset of the first key repeated within its mapping (scalar keys and aliases; `<<` may repeat). */
function findDuplicateKey(document: Document.Parsed): number | undefined {
  let found: number | undefined;
  visit(document, {
    Map(_key, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key: unknown = pair.key;
        let id: string;
        if (key === null || key === undefined) id = 'null';
        else if (isScalar(key)) {
          if (key.value === '<<') continue;
          id = key.value === null ? 'null' : `${typeof key.value}:${String(key.value)}`;
        } else if (isAlias(key)) id = `*${key.source}`;
        else continue;
        if (seen.has(id)) {
          found = (isScalar(key) || isAlias(key) ? key.range?.[0] : undefined) ?? map.range?.[0] ?? 0;
          return visit.BREAK;
        }
        seen.add(id);
      }
      return undefined;
    },
  });
  return found;
}

/** "Map keys must be unique at line 2, column 1:\n\n<excerpt>" → "Map keys must be unique at line 2, column 1". */
function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/:\s*$/, '');
}

function keyToString(key: unknown, ancestors: Set<unknown>): string {
  if (typeof key === 'string') return key;
  if (key === null || key === undefined) return 'null';
  if (typeof key === 'object') return writeJson(fromYamlJs(key, ancestors), 'minify');
  return String(key);
}

/** A value from yaml's toJS({ mapAsMap: true }) → data. A recursive alias (a cycle) is an error. */
function fromYamlJs(value: unknown, ancestors: Set<unknown>): DataValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint' || typeof value === 'number') return value;
  if (typeof value !== 'object') return String(value);
  if (ancestors.has(value)) throw new ToolInputError('invalidYaml', { detail: 'An alias refers to a node that contains it (recursive data)' });
  ancestors.add(value);
  let result: DataValue;
  if (Array.isArray(value)) result = value.map((item) => fromYamlJs(item, ancestors));
  else if (value instanceof Map) {
    const map: DataMap = new Map();
    for (const [key, item] of value) map.set(keyToString(key, ancestors), fromYamlJs(item, ancestors));
    result = map;
  } else if (value instanceof Set) {
    const map: DataMap = new Map();
    for (const key of value) map.set(keyToString(key, ancestors), null);
    result = map;
  } else result = String(value);
  ancestors.delete(value);
  return result;
}

function documentValue(document: Document.Parsed): DataValue {
  const error = document.errors[0];
  if (error) throw new ToolInputError('invalidYaml', { detail: firstLine(error.message) });
  let js: unknown;
  try {
    js = document.toJS({ mapAsMap: true });
  } catch (cause) {
    // e.g. "Excessive alias count indicates a resource exhaustion attack"
    throw new ToolInputError('invalidYaml', { detail: cause instanceof Error ? firstLine(cause.message) : String(cause) });
  }
  return fromYamlJs(js, new Set());
}

/**
 * Every document of a YAML stream → data (an empty stream, or only comments, gives none). Most
 * documents are read by yaml-fast-read.ts (the same data, about twenty times faster); the rest, and
 * every error, by the library.
 */
export function readYamlDocuments(text: string): DataValue[] {
  return readYamlFast(text) ?? readYamlDocumentsWithLibrary(text);
}

/** {@link readYamlDocuments} through the `yaml` library only (what the fast reader is tested against). */
export function readYamlDocumentsWithLibrary(text: string): DataValue[] {
  const documents = parseAllDocuments(text, PARSE_OPTIONS);
  if ('empty' in documents) {
    const error = documents.errors[0];
    if (error) throw new ToolInputError('invalidYaml', { detail: firstLine(error.message) });
    return [];
  }
  const list: Document.Parsed[] = documents;
  // Report the first error anywhere in the stream before converting anything.
  for (const document of list) {
    const error = document.errors[0];
    if (error) throw new ToolInputError('invalidYaml', { detail: firstLine(error.message) });
    const duplicate = findDuplicateKey(document);
    if (duplicate !== undefined) throw new ToolInputError('invalidYaml', { detail: `Map keys must be unique at ${position(text, duplicate)}` });
  }
  return list.map(documentValue);
}

/**
 * One YAML document → data; `undefined` for an empty stream. Several documents are an error whose
 * `params.documents` is their count (the screen suggests the multi-document option).
 */
export function readYaml(text: string): DataValue | undefined {
  const documents = readYamlDocuments(text);
  if (documents.length > 1) {
    throw new ToolInputError('invalidYaml', {
      params: { documents: documents.length },
      detail: `The text holds ${documents.length} documents (separated by ---)`,
    });
  }
  return documents[0];
}
