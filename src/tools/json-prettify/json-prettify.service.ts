import JSON5 from 'json5';
import { ToolInputError } from '../../lib/errors';
import { JsonNumberLiteral, parseStrictJson, type JsonObject, type JsonValue } from '../../lib/json/strict-json';
import { compareKeys } from '../../lib/data-formats/data';

/**
 * JSON prettify: strict JSON is parsed losslessly (every number literal kept exactly as written),
 * anything else falls back to JSON5 (numbers become doubles), then the value is printed with N
 * spaces of indentation and, optionally, keys sorted recursively.
 *
 * The strict reader (the app's one, lib/json/strict-json.ts) and the printer are hand-written and
 * iterative (no recursion): a 5 MB document formats in a fraction of a second and a document nested
 * 100 000 levels deep does not overflow the stack. Duplicate keys behave as in `JSON.parse` and
 * JSON5: the last value wins, at the position of the first occurrence. A `__proto__` key is an
 * ordinary key.
 */

export interface FormatJsonOptions {
  /** Sort the keys of every object (arrays keep their order) with `localeCompare(other, 'en')`. */
  sortKeys: boolean;
  /** Spaces per level, 0–10; 0 prints everything on one line. */
  indentSize: number;
}

export const DEFAULT_RAW_JSON = '{"hello": "world", "foo": "bar"}';
export const MIN_INDENT_SIZE = 0;
export const MAX_INDENT_SIZE = 10;
export const DEFAULT_INDENT_SIZE = 3;

/** The Indent size field's text → a whole number in 0–10, or undefined (never clamped). */
export function parseIndentSize(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.0*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= MIN_INDENT_SIZE && value <= MAX_INDENT_SIZE ? value : undefined;
}

/** JSON5 → value; numbers are doubles (`0x1F` → 31, `.5` → 0.5, NaN and Infinity print as null). */
export function parseJson5(text: string): JsonValue {
  return JSON5.parse<JsonValue>(text);
}

/**
 * Strict lossless JSON first, JSON5 when that fails. Both failing → ToolInputError('invalidJson')
 * whose detail is JSON5's message with the position, e.g. "JSON5: invalid character '}' at 1:7".
 */
export function parseJson(text: string): JsonValue {
  try {
    return parseStrictJson(text);
  } catch {
    try {
      return parseJson5(text);
    } catch (error) {
      throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
    }
  }
}


/** Characters JSON.stringify escapes (plus lone surrogates, which it writes as \uXXXX). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

function quote(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

const MAX_CACHED_KEY_LISTS = 10_000;

interface PrintFrame {
  array: JsonValue[] | undefined;
  object: JsonObject | undefined;
  keys: string[] | undefined;
  index: number;
  length: number;
}

/**
 * Value → standard JSON text, as `JSON.stringify(value, null, indentSize)` would write it, except
 * that number literals are written as kept and keys can be sorted (in exact collation order, even
 * integer-like keys, which a JavaScript object would otherwise put first).
 */
export function printJson(root: JsonValue, { sortKeys, indentSize }: FormatJsonOptions): string {
  const unit = ' '.repeat(indentSize);
  const colon = indentSize > 0 ? ': ' : ':';
  const breaks: string[] = [];
  const lineBreak = (depth: number): string => {
    if (indentSize === 0) return '';
    return (breaks[depth] ??= `\n${unit.repeat(depth)}`);
  };

  // Documents repeat the same key sets (arrays of records): sort each distinct list of keys once.
  const sortedKeyLists = new Map<string, string[]>();
  const sortedKeys = (keys: string[]): string[] => {
    if (keys.length < 2) return keys;
    const signature = JSON.stringify(keys);
    let sorted = sortedKeyLists.get(signature);
    if (!sorted) {
      sorted = keys.sort(compareKeys);
      if (sortedKeyLists.size >= MAX_CACHED_KEY_LISTS) sortedKeyLists.clear();
      sortedKeyLists.set(signature, sorted);
    }
    return sorted;
  };

  const frames: PrintFrame[] = [];
  let out = '';
  let value: JsonValue = root;

  for (;;) {
    if (value === null) out += 'null';
    else if (typeof value === 'string') out += quote(value);
    else if (typeof value === 'number') out += Number.isFinite(value) ? String(value) : 'null';
    else if (typeof value === 'boolean') out += value ? 'true' : 'false';
    else if (value instanceof JsonNumberLiteral) out += value.literal;
    else if (Array.isArray(value)) {
      if (value.length === 0) out += '[]';
      else {
        out += '[';
        frames.push({ array: value, object: undefined, keys: undefined, index: 0, length: value.length });
      }
    } else {
      let keys = Object.keys(value);
      if (keys.length === 0) out += '{}';
      else {
        if (sortKeys) keys = sortedKeys(keys);
        out += '{';
        frames.push({ array: undefined, object: value, keys, index: 0, length: keys.length });
      }
    }

    // Find the next value to print, closing finished containers on the way.
    let found = false;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as PrintFrame;
      if (frame.index < frame.length) {
        if (frame.index > 0) out += ',';
        out += lineBreak(frames.length);
        if (frame.array) value = frame.array[frame.index] as JsonValue;
        else {
          const key = (frame.keys as string[])[frame.index] as string;
          out += quote(key) + colon;
          value = (frame.object as JsonObject)[key] as JsonValue;
        }
        frame.index++;
        found = true;
        break;
      }
      frames.pop();
      out += lineBreak(frames.length) + (frame.array ? ']' : '}');
    }
    if (!found) return out;
  }
}

/** Raw text → prettified JSON. Blank input gives '' (no error); invalid input throws ToolInputError. */
export function formatJson(text: string, options: FormatJsonOptions): string {
  if (text.trim() === '') return '';
  return printJson(parseJson(text), options);
}
