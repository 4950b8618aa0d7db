import { bytesToHex, utf8DecodeStrict, utf8Encode } from '../crypto-encoding/bytes';
import { DataDate } from '../data-formats/data';
import type { OperationOutputKind } from '../operations/operation';

/**
 * The values that flow between a recipe's steps, and the one set of conversions between them
 * (the same in the page, the worker, the command line and the tests):
 * - text → bytes: UTF-8;
 * - bytes → text: strict UTF-8 (invalid bytes are an error, never U+FFFD; a BOM is kept);
 * - data → text: JSON with 2 spaces (see `dataToJson`); data → bytes: that JSON in UTF-8.
 */
export type RecipeValue = { kind: 'text'; value: string } | { kind: 'bytes'; value: Uint8Array } | { kind: 'data'; value: unknown };

export type RecipeValueKind = OperationOutputKind;

/** The value a recipe starts from: a typed or pasted text, or the bytes of a dropped file. */
export function recipeInputValue(input: string | Uint8Array): RecipeValue {
  return typeof input === 'string' ? { kind: 'text', value: input } : { kind: 'bytes', value: input };
}

/**
 * Structured output as JSON, laid out like `JSON.stringify(value, null, 2)`, with what JSON.stringify
 * cannot write made explicit: a bigint is written as its digits (a JSON number, exact whatever its
 * size); a Map as an object (keys as text); a Set as an array; a Uint8Array (or ArrayBuffer) as a
 * string of lowercase hex, two digits per byte; other typed arrays as arrays of numbers; a TOML
 * date as its ISO text; NaN and ±Infinity as null. `toJSON` is honoured (dates). Throws a TypeError
 * for a circular structure.
 */
export function dataToJson(value: unknown): string {
  const ancestors = new Set<object>();
  const write = (item: unknown, indent: string): string | undefined => {
    if (item === null) return 'null';
    switch (typeof item) {
      case 'string':
        return JSON.stringify(item);
      case 'number':
        return Number.isFinite(item) ? JSON.stringify(item) : 'null';
      case 'bigint':
        return item.toString();
      case 'boolean':
        return item ? 'true' : 'false';
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
    }
    const object = item as object;
    if (object instanceof Uint8Array) return JSON.stringify(bytesToHex(object));
    if (object instanceof ArrayBuffer) return JSON.stringify(bytesToHex(new Uint8Array(object)));
    if (object instanceof DataDate) return JSON.stringify(object.text);
    if (ArrayBuffer.isView(object) && !(object instanceof DataView)) return write(Array.from(object as unknown as ArrayLike<number | bigint>), indent);
    if (typeof (object as { toJSON?: unknown }).toJSON === 'function') return write((object as { toJSON: () => unknown }).toJSON(), indent);
    if (ancestors.has(object)) throw new TypeError('The data refers to itself (a circular structure): it has no JSON form.');
    ancestors.add(object);
    const inner = `${indent}  `;
    let text: string;
    if (Array.isArray(object) || object instanceof Set) {
      const items = [...(object as Iterable<unknown>)].map((entry) => write(entry, inner) ?? 'null');
      text = items.length === 0 ? '[]' : `[\n${inner}${items.join(`,\n${inner}`)}\n${indent}]`;
    } else {
      const entries: [string, unknown][] =
        object instanceof Map ? [...(object as Map<unknown, unknown>)].map(([key, entry]) => [mapKeyText(key), entry]) : Object.entries(object);
      const members = entries.flatMap(([key, entry]) => {
        const written = write(entry, inner);
        return written === undefined ? [] : [`${JSON.stringify(key)}: ${written}`];
      });
      text = members.length === 0 ? '{}' : `{\n${inner}${members.join(`,\n${inner}`)}\n${indent}}`;
    }
    ancestors.delete(object);
    return text;
  };
  return write(value, '') ?? 'null';
}

function mapKeyText(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number' || typeof key === 'bigint' || typeof key === 'boolean' || key === null || key === undefined) return String(key);
  return dataToJson(key).replace(/\n\s*/g, '');
}

/** Bytes that are not UTF-8 text, met where a step wants text. */
export class NotUtf8Error extends Error {
  constructor() {
    super('The bytes are not UTF-8 text.');
    this.name = 'NotUtf8Error';
  }
}

/** A value as text: bytes decoded as strict UTF-8 (a `NotUtf8Error` otherwise), data as JSON. */
export function valueAsText(value: RecipeValue): string {
  if (value.kind === 'text') return value.value;
  if (value.kind === 'data') return dataToJson(value.value);
  try {
    return utf8DecodeStrict(value.value);
  } catch {
    throw new NotUtf8Error();
  }
}

/** A value as bytes: text and data's JSON in UTF-8. */
export function valueAsBytes(value: RecipeValue): Uint8Array {
  if (value.kind === 'bytes') return value.value;
  return utf8Encode(value.kind === 'text' ? value.value : dataToJson(value.value));
}

/** Characters (UTF-16 code units) of a text, bytes of bytes, characters of data's JSON. */
export function valueSize(value: RecipeValue, json?: string): number {
  if (value.kind === 'text') return value.value.length;
  if (value.kind === 'bytes') return value.value.byteLength;
  return (json ?? dataToJson(value.value)).length;
}

export const PREVIEW_CHARS = 200;
export const PREVIEW_BYTES = 64;

/**
 * A short look at a value: its first 200 characters (data: of its JSON), never cutting an emoji
 * in half, or the hex of its first 64 bytes (pairs separated by spaces), with "…" when cut.
 */
export function valuePreview(value: RecipeValue, json?: string): string {
  if (value.kind === 'bytes') {
    const head = value.value.subarray(0, PREVIEW_BYTES);
    const pairs = bytesToHex(head).match(/../g) ?? [];
    return pairs.join(' ') + (value.value.byteLength > PREVIEW_BYTES ? ' …' : '');
  }
  const text = value.kind === 'text' ? value.value : (json ?? dataToJson(value.value));
  if (text.length <= PREVIEW_CHARS) return text;
  let end = PREVIEW_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
