import { isAlias, isMap, isScalar, isSeq, parseAllDocuments, type Document, type Node as YamlNode } from 'yaml';
import { ToolInputError } from '../../lib/errors';
import { formatPosition, JsonTextError, positionFinder, scanJson, type TextPosition } from '../../lib/json/json-text';

/**
 * A pasted JSON or YAML text read with the positions of its values: each JSON Pointer (RFC 6901)
 * into a value can be turned into a line and a column of the text. JSON is checked by the
 * position-aware scanner of json-text.ts, then read by JSON.parse; YAML by the yaml package, whose
 * nodes carry their ranges.
 */

export interface LocatedDocuments {
  format: 'json' | 'yaml';
  /** One value for JSON; one per document for YAML (`---`). */
  values: unknown[];
  /**
   * Where the value at `pointer` (in document `index`) is written: its own start, or with `key`,
   * the start of its member name when it has one. Undefined for a pointer the text does not hold.
   */
  locate(pointer: string, index: number, key: boolean): TextPosition | undefined;
}

/** Which field's words a mistake uses: the document's or the schema's. */
export interface ReadMessages {
  invalidJson: string;
  invalidYaml: string;
  empty: string;
}

/** RFC 6901: `/a~1b/0` → ['a/b', '0']. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export const pointerOf = (path: readonly (string | number)[]): string => path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * A text of JSON (one value) or YAML (one or several documents). A text that starts as JSON does
 * (`{`, `[`) is read only as JSON, so a mistake in it is placed where it is. Empty → `messages.empty`.
 */
export function readLocatedDocuments(text: string, messages: ReadMessages): LocatedDocuments {
  if (text.trim() === '') throw new ToolInputError(messages.empty);
  let jsonError: JsonTextError | undefined;
  try {
    scanJson(text);
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    jsonError = error;
  }
  const position = positionFinder(text);
  if (!jsonError) return locatedJson(text, position);
  const first = /\S/.exec(text)?.[0];
  if (first === '{' || first === '[' || first === '"') {
    throw new ToolInputError(messages.invalidJson, { detail: `${jsonError.reason} at ${formatPosition(position(jsonError.offset))}` });
  }
  const documents = parseAllDocuments(text, { prettyErrors: true });
  const list = Array.isArray(documents) ? documents : [];
  for (const document of list) {
    const [error] = document.errors;
    if (error) throw new ToolInputError(messages.invalidYaml, { detail: error.message.replace(/\n\n/g, '\n').trimEnd() });
  }
  if (list.length === 0) throw new ToolInputError(messages.empty);
  return locatedYaml(list, position);
}

function locatedJson(text: string, position: (offset: number) => TextPosition): LocatedDocuments {
  const value: unknown = JSON.parse(text);
  let places: Map<string, [number, number | undefined]> | undefined;
  return {
    format: 'json',
    values: [value],
    locate(pointer, _index, key) {
      // Every value's place, found in one more pass the first time a place is asked for.
      if (!places) {
        const found = new Map<string, [number, number | undefined]>();
        scanJson(text, { visit: (path, start, _end, keyStart) => void found.set(pointerOf(path), [start, keyStart]) });
        places = found;
      }
      const place = places.get(pointer);
      if (!place) return undefined;
      return position(key && place[1] !== undefined ? place[1] : place[0]);
    },
  };
}

function locatedYaml(documents: Document.Parsed[], position: (offset: number) => TextPosition): LocatedDocuments {
  return {
    format: 'yaml',
    values: documents.map((document) => document.toJS({ maxAliasCount: 10_000 }) as unknown),
    locate(pointer, index, key) {
      const document = documents[index];
      if (!document) return undefined;
      let node: unknown = document.contents;
      let keyNode: YamlNode | undefined;
      for (const segment of pointerSegments(pointer)) {
        if (isAlias(node)) node = node.resolve(document);
        if (isMap(node)) {
          const pair = node.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === segment);
          if (!pair) return undefined;
          keyNode = isScalar(pair.key) ? pair.key : undefined;
          // A key without a value (`a:`) is placed at its key.
          node = pair.value ?? pair.key;
        } else if (isSeq(node)) {
          node = node.items[Number(segment)];
          keyNode = undefined;
          if (node === undefined || !/^\d+$/.test(segment)) return undefined;
        } else return undefined;
      }
      const target = key && keyNode ? keyNode : (node as YamlNode | null);
      const start = target?.range?.[0];
      return start === undefined ? undefined : position(start);
    },
  };
}
