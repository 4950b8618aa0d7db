import JSON5 from 'json5';
import { ToolInputError } from '../errors';
import { readStrictJson, StrictJsonSyntaxError, type StrictJsonBuilder } from '../json/strict-json';
import type { DataMap, DataValue } from './data';

/**
 * JSON and JSON5 → data. Strict JSON (RFC 8259) is read by the app's strict reader
 * (lib/json/strict-json.ts: iterative, never overflows the stack, however deep the nesting), built
 * here into data that keeps key order (integer-like keys included), keeps every integer exact (as
 * bigint, even beyond 2^53) and tells `1` (integer) from `1.0` (float).
 * Anything else is read as JSON5 (comments, trailing commas, single quotes, unquoted keys, hex,
 * Infinity/NaN), whose numbers are doubles. Duplicate keys: the last value wins, at the first
 * position, as with JSON.parse.
 */

/** Maps in document order (integer-like keys included), bigint integers, number floats. */
const dataBuilder: StrictJsonBuilder<DataValue, DataMap, DataValue[]> = {
  object: () => new Map(),
  set: (map, key, value) => void map.set(key, value),
  endObject: (map) => map,
  array: () => [],
  push: (array, value) => void array.push(value),
  endArray: (array) => array,
  string: (text) => text,
  number: (literal, integer) => (integer ? BigInt(literal) : Number(literal)),
  constant: (value) => value,
};

/** Strict JSON → data (the app's one strict reader, lib/json/strict-json.ts); throws StrictJsonSyntaxError. */
export function parseStrictJsonData(text: string): DataValue {
  return readStrictJson(text, dataBuilder);
}

/** A JSON5 value (plain objects, numbers) → data: whole numbers become integers. */
function fromJson5(value: unknown): DataValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) && !Object.is(value, -0) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson5);
  const map: DataMap = new Map();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) map.set(key, fromJson5(item));
  return map;
}

/**
 * JSON or JSON5 text → data. Throws ToolInputError('invalidJson') whose detail is JSON5's message
 * with the line and column, e.g. "JSON5: invalid character '}' at 1:7".
 */
export function readJson(text: string): DataValue {
  try {
    return parseStrictJsonData(text);
  } catch (strictError) {
    if (!(strictError instanceof StrictJsonSyntaxError)) throw strictError;
    let parsed: unknown;
    try {
      parsed = JSON5.parse(text);
    } catch (error) {
      throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
    }
    return fromJson5(parsed);
  }
}
