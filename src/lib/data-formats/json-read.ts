import JSON5 from 'json5';
import { ToolInputError } from '../errors';
import type { DataMap, DataValue } from './data';

/**
 * JSON and JSON5 → data. Strict JSON (RFC 8259) is read by a small iterative parser that keeps key
 * order (integer-like keys included), keeps every integer exact (as bigint, even beyond 2^53) and
 * tells `1` (integer) from `1.0` (float); it never overflows the stack, however deep the nesting.
 * Anything else is read as JSON5 (comments, trailing commas, single quotes, unquoted keys, hex,
 * Infinity/NaN), whose numbers are doubles. Duplicate keys: the last value wins, at the first
 * position, as with JSON.parse.
 */

class StrictJsonError extends Error {}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const PLAIN_RUN = /[^"\\\u0000-\u001f]*/y;
// eslint-disable-next-line no-control-regex -- same rule
const STRING_WITH_ESCAPES = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Strict JSON → data; throws StrictJsonError (the caller then tries JSON5). */
export function parseStrictJson(text: string): DataValue {
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (): never => {
    throw new StrictJsonError(`Invalid JSON at position ${pos}`);
  };
  const skip = () => {
    while (pos < length && isWhitespace(text.charCodeAt(pos))) pos++;
  };
  const readString = (): string => {
    const start = pos + 1;
    PLAIN_RUN.lastIndex = start;
    PLAIN_RUN.test(text);
    const end = PLAIN_RUN.lastIndex;
    if (text.charCodeAt(end) === 0x22) {
      pos = end + 1;
      return text.slice(start, end);
    }
    STRING_WITH_ESCAPES.lastIndex = pos;
    if (!STRING_WITH_ESCAPES.test(text)) return fail();
    const literalEnd = STRING_WITH_ESCAPES.lastIndex;
    const decoded = JSON.parse(text.slice(pos, literalEnd)) as string;
    pos = literalEnd;
    return decoded;
  };
  const readKey = (): string => {
    skip();
    if (text.charCodeAt(pos) !== 0x22) fail();
    const key = readString();
    skip();
    if (text.charCodeAt(pos) !== 0x3a) fail();
    pos++;
    return key;
  };

  const containers: (DataValue[] | DataMap)[] = [];
  const keys: string[] = [];
  for (;;) {
    skip();
    let value: DataValue;
    const code = text.charCodeAt(pos);
    if (code === 0x7b) {
      pos++;
      skip();
      if (text.charCodeAt(pos) === 0x7d) {
        pos++;
        value = new Map();
      } else {
        containers.push(new Map());
        keys.push(readKey());
        continue;
      }
    } else if (code === 0x5b) {
      pos++;
      skip();
      if (text.charCodeAt(pos) === 0x5d) {
        pos++;
        value = [];
      } else {
        containers.push([]);
        keys.push('');
        continue;
      }
    } else if (code === 0x22) value = readString();
    else if (text.startsWith('true', pos)) {
      pos += 4;
      value = true;
    } else if (text.startsWith('false', pos)) {
      pos += 5;
      value = false;
    } else if (text.startsWith('null', pos)) {
      pos += 4;
      value = null;
    } else {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      if (!match) return fail();
      value = match[1] === undefined && match[2] === undefined ? BigInt(match[0]) : Number(match[0]);
      pos = NUMBER.lastIndex;
    }

    for (;;) {
      const depth = containers.length;
      if (depth === 0) {
        skip();
        if (pos < length) fail();
        return value;
      }
      const container = containers[depth - 1] as DataValue[] | DataMap;
      if (Array.isArray(container)) container.push(value);
      else container.set(keys[depth - 1] as string, value);
      skip();
      const next = text.charCodeAt(pos);
      if (next === 0x2c) {
        pos++;
        if (!Array.isArray(container)) keys[depth - 1] = readKey();
        break;
      }
      if (next !== (Array.isArray(container) ? 0x5d : 0x7d)) fail();
      pos++;
      containers.pop();
      keys.pop();
      value = container;
    }
  }
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
    return parseStrictJson(text);
  } catch (strictError) {
    if (!(strictError instanceof StrictJsonError)) throw strictError;
    let parsed: unknown;
    try {
      parsed = JSON5.parse(text);
    } catch (error) {
      throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
    }
    return fromJson5(parsed);
  }
}
