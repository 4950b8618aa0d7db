import JSON5 from 'json5';
import { ToolInputError } from '../../lib/errors';
import { readStrictJson, type StrictJsonBuilder } from '../../lib/json/strict-json';
import { compareKeys } from '../../lib/data-formats/data';

/**
 * JSON prettify: strict JSON is printed while it is read (lib/json/strict-json.ts, the app's one
 * strict reader, with the printer below as its builder), every number literal kept exactly as
 * written; anything else falls back to JSON5 (numbers become doubles, written as JSON.stringify
 * writes them), printed the same way. N spaces of indentation and, optionally, keys sorted
 * recursively.
 *
 * Nothing is ever held as a tree: each object or array becomes its text when it closes, and the
 * elements of a top-level array (and of arrays within it) are handed out as soon as they end — a
 * large array of records is printed with memory for one record, which is what lets the command
 * line prettify a 5 MB file within ten times its size. Reading and printing are iterative (no
 * recursion): a document nested 100 000 levels deep does not overflow the stack. Duplicate keys
 * behave as in `JSON.parse` and JSON5: the last value wins, at the position of the first
 * occurrence. Unsorted objects list integer-like keys first, in numeric order, as a JavaScript
 * object (and so `JSON.stringify`) does. A `__proto__` key is an ordinary key.
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

/** Characters JSON.stringify escapes (plus lone surrogates, which it writes as \uXXXX). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

function quote(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** A key JavaScript objects list first, in numeric order: an array index (0 to 2³² − 2, no leading zero). */
function isIndexKey(key: string): boolean {
  const first = key.charCodeAt(0);
  if (first < 0x30 || first > 0x39 || key.length > 10 || !/^(?:0|[1-9]\d*)$/.test(key)) return false;
  return Number(key) < 4_294_967_295;
}

const MAX_CACHED_KEY_ORDERS = 10_000;

/** An array being read: its elements' texts, or nothing when they are handed out as they come. */
interface ArrayFrame {
  isArray: true;
  depth: number;
  /** Elements so far. */
  count: number;
  /** The texts of the elements; undefined when the array is written out as it is read. */
  texts: string[] | undefined;
  /** A container element has opened and its separator is already written (streamed arrays only). */
  childOpen: boolean;
}

interface ObjectFrame {
  isArray: false;
  depth: number;
  keys: string[];
  texts: string[];
  /** Key → place, made once the object is too large for a linear search of its keys. */
  places: Map<string, number> | undefined;
}

type Frame = ArrayFrame | ObjectFrame;

/** What a value written out as it was read leaves behind: its text is already out. */
const WRITTEN = '';

/**
 * The printer, as the strict reader's builder: every value becomes its formatted text. An array at
 * the top, or inside such an array, writes each element out through `write` as soon as it ends.
 */
function printer({ sortKeys, indentSize }: FormatJsonOptions, write: (piece: string) => void): StrictJsonBuilder<string, ObjectFrame, ArrayFrame> {
  const unit = ' '.repeat(indentSize);
  const colon = indentSize > 0 ? ': ' : ':';
  const breaks: string[] = [];
  const lineBreak = (depth: number): string => (indentSize === 0 ? '' : (breaks[depth] ??= `\n${unit.repeat(depth)}`));
  const stack: Frame[] = [];

  // Documents repeat the same key lists (arrays of records): order each distinct list once.
  const keyOrders = new Map<string, number[]>();
  const order = (keys: string[]): number[] | undefined => {
    if (keys.length < 2) return undefined;
    if (!sortKeys && !keys.some(isIndexKey)) return undefined;
    const signature = JSON.stringify(keys);
    let places = keyOrders.get(signature);
    if (!places) {
      places = keys.map((_, index) => index);
      if (sortKeys) places.sort((a, b) => compareKeys(keys[a] as string, keys[b] as string));
      else {
        const indexKeys = places.filter((place) => isIndexKey(keys[place] as string)).sort((a, b) => Number(keys[a]) - Number(keys[b]));
        places = [...indexKeys, ...places.filter((place) => !isIndexKey(keys[place] as string))];
      }
      if (keyOrders.size >= MAX_CACHED_KEY_ORDERS) keyOrders.clear();
      keyOrders.set(signature, places);
    }
    return places;
  };

  /** A container opens: inside an array written out as read, its separator goes out now. */
  const open = (): number => {
    const parent = stack[stack.length - 1];
    if (parent?.isArray && parent.texts === undefined) {
      write((parent.count === 0 ? '[' : ',') + lineBreak(parent.depth + 1));
      parent.count++;
      parent.childOpen = true;
    }
    return stack.length;
  };

  return {
    object() {
      const frame: ObjectFrame = { isArray: false, depth: open(), keys: [], texts: [], places: undefined };
      stack.push(frame);
      return frame;
    },
    set(frame, key, text) {
      const { keys, texts } = frame;
      let place = -1;
      if (frame.places) place = frame.places.get(key) ?? -1;
      else if (keys.length < 16) place = keys.indexOf(key);
      else {
        frame.places = new Map(keys.map((existing, index) => [existing, index]));
        place = frame.places.get(key) ?? -1;
      }
      if (place >= 0) texts[place] = text;
      else {
        frame.places?.set(key, keys.length);
        keys.push(key);
        texts.push(text);
      }
    },
    endObject(frame) {
      stack.pop();
      const { keys, texts, depth } = frame;
      if (keys.length === 0) return '{}';
      const inner = lineBreak(depth + 1);
      const places = order(keys);
      let text = '{';
      for (let index = 0; index < keys.length; index++) {
        const place = places ? (places[index] as number) : index;
        text += (index > 0 ? ',' : '') + inner + quote(keys[place] as string) + colon + texts[place];
      }
      return text + lineBreak(depth) + '}';
    },
    array() {
      const parent = stack[stack.length - 1];
      const streamed = parent === undefined || (parent.isArray && parent.texts === undefined);
      const frame: ArrayFrame = { isArray: true, depth: open(), count: 0, texts: streamed ? undefined : [], childOpen: false };
      stack.push(frame);
      return frame;
    },
    push(frame, text) {
      if (frame.texts) {
        frame.texts.push(text);
        frame.count++;
      } else if (frame.childOpen) {
        // A container element: its separator is out; an array written out as read is entirely out.
        frame.childOpen = false;
        if (text !== WRITTEN) write(text);
      } else {
        write((frame.count === 0 ? '[' : ',') + lineBreak(frame.depth + 1) + text);
        frame.count++;
      }
    },
    endArray(frame) {
      stack.pop();
      const { texts, depth, count } = frame;
      if (texts === undefined) {
        write(count === 0 ? '[]' : lineBreak(depth) + ']');
        return WRITTEN;
      }
      if (count === 0) return '[]';
      const inner = lineBreak(depth + 1);
      return '[' + inner + texts.join(',' + inner) + lineBreak(depth) + ']';
    },
    string: quote,
    number: (literal) => literal,
    constant: (value) => String(value),
  };
}

/** Checks strict JSON without building anything; throws StrictJsonSyntaxError. */
const checker: StrictJsonBuilder<null, null, null> = {
  object: () => null,
  set: () => undefined,
  endObject: () => null,
  array: () => null,
  push: () => undefined,
  endArray: () => null,
  string: () => null,
  number: () => null,
  constant: () => null,
};

/** Strict JSON → its formatted text through `write`; throws StrictJsonSyntaxError, maybe after writing part of it. */
function writeStrict(text: string, options: FormatJsonOptions, write: (piece: string) => void): void {
  const rest = readStrictJson(text, printer(options, write));
  if (rest !== WRITTEN) write(rest);
}

/** A JSON5 value → the printer's text, fed to it as the strict reader would (iterative: any depth). */
function printValue(root: unknown, builder: StrictJsonBuilder<string, ObjectFrame, ArrayFrame>): string {
  interface Open {
    frame: ObjectFrame | ArrayFrame;
    items: unknown[];
    keys: string[] | undefined;
    index: number;
  }
  const stack: Open[] = [];
  let value = root;
  for (;;) {
    let text: string;
    if (Array.isArray(value)) {
      const frame = builder.array();
      if (value.length > 0) {
        stack.push({ frame, items: value, keys: undefined, index: 0 });
        value = value[0];
        continue;
      }
      text = builder.endArray(frame);
    } else if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object);
      const frame = builder.object();
      if (keys.length > 0) {
        stack.push({ frame, items: keys.map((key) => object[key]), keys, index: 0 });
        value = object[keys[0] as string];
        continue;
      }
      text = builder.endObject(frame);
    } else if (typeof value === 'string') text = builder.string(value);
    else if (typeof value === 'number' && Number.isFinite(value)) text = builder.number(String(value), Number.isInteger(value));
    else text = builder.constant(typeof value === 'boolean' ? value : null);

    // Hand the text to its container; close every container that ends here.
    for (;;) {
      const open = stack[stack.length - 1];
      if (!open) return text;
      if (open.keys) builder.set(open.frame as ObjectFrame, open.keys[open.index] as string, text);
      else builder.push(open.frame as ArrayFrame, text);
      open.index++;
      if (open.index < open.items.length) {
        value = open.items[open.index];
        break;
      }
      stack.pop();
      text = open.keys ? builder.endObject(open.frame as ObjectFrame) : builder.endArray(open.frame as ArrayFrame);
    }
  }
}

/**
 * JSON5 → formatted text: JSON5 reads it (numbers become doubles, written as JSON.stringify writes
 * them: NaN and Infinity as null). Invalid → ToolInputError('invalidJson') whose detail is JSON5's
 * message with the position, e.g. "JSON5: invalid character '}' at 1:7".
 */
function writeJson5(text: string, options: FormatJsonOptions, write: (piece: string) => void): void {
  let value: unknown;
  try {
    value = JSON5.parse(text);
  } catch (error) {
    throw new ToolInputError('invalidJson', { detail: error instanceof Error ? error.message : String(error) });
  }
  const rest = printValue(value, printer(options, write));
  if (rest !== WRITTEN) write(rest);
}

/** Raw text → prettified JSON. Blank input gives '' (no error); invalid input throws ToolInputError. */
export function formatJson(text: string, options: FormatJsonOptions): string {
  if (text.trim() === '') return '';
  const pieces: string[] = [];
  try {
    writeStrict(text, options, (piece) => void pieces.push(piece));
  } catch {
    pieces.length = 0;
    writeJson5(text, options, (piece) => void pieces.push(piece));
  }
  return pieces.join('');
}

/**
 * {@link formatJson} handed out in pieces as it goes, for outputs too large to hold whole (the
 * command line). Nothing is written before the input is known to be valid: strict JSON is checked
 * first, then printed; anything else is read as JSON5 first.
 */
export function writeFormattedJson(text: string, options: FormatJsonOptions, write: (piece: string) => void): void {
  if (text.trim() === '') return;
  let strict = true;
  try {
    readStrictJson(text, checker);
  } catch {
    strict = false;
  }
  if (strict) writeStrict(text, options, write);
  else writeJson5(text, options, write);
}
