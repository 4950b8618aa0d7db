import { bytesToHex, utf8DecodeStrict, utf8Encode } from '../lib/crypto-encoding/bytes';
import { DataDate } from '../lib/data-formats/data';
import { identifyFile } from './detect/signatures';
import type { OperationInputKind, OperationOutputKind } from './operation';

/** A file as a value: its name, its MIME type ('' when unknown) and its exact bytes. */
export interface FileValue {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * The values that flow between steps (of a recipe, a batch, the command line), and the one set of
 * conversions between them, the same in the page, the worker, the command line and the tests:
 * - text → bytes: UTF-8; bytes → text: strict UTF-8 (invalid bytes are an error, never U+FFFD; a
 *   BOM is kept);
 * - data → text: JSON with 2 spaces (see `dataToJson`); data → bytes: that JSON in UTF-8;
 * - file → bytes: its bytes, exactly; file → text: its bytes as strict UTF-8;
 * - bytes → file: named after the last file the value came from (or "file") with the extension
 *   its signature gives, typed by the signature (see `identifyFile`); text → file: "text.txt";
 *   data → file: its JSON as "data.json";
 * - any single value → files: a list of that one file;
 * - files → file (or text, bytes): the one file of a list of one; a list of several is an error
 *   that names the steps that make one file of several (`SeveralFilesError`).
 */
export type RecipeValue =
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'data'; value: unknown }
  | { kind: 'file'; value: FileValue }
  | { kind: 'files'; value: FileValue[] };

export type RecipeValueKind = OperationOutputKind;

/** What a recipe or a batch starts from: a typed or pasted text, bytes, a file or several. */
export type RecipeInput = string | Uint8Array | FileValue | FileValue[];

export function isFileValue(value: unknown): value is FileValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as FileValue).bytes instanceof Uint8Array && typeof (value as FileValue).name === 'string';
}

/** The value a recipe starts from. */
export function recipeInputValue(input: RecipeInput): RecipeValue {
  if (typeof input === 'string') return { kind: 'text', value: input };
  if (input instanceof Uint8Array) return { kind: 'bytes', value: input };
  if (Array.isArray(input)) return { kind: 'files', value: input };
  return { kind: 'file', value: input };
}

/** `photo.jpg` with extension `webp` → `photo.webp`; a name without extension gets one; '' → `file.webp`. */
export function deriveFileName(name: string, ext: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base) || 'file';
  return ext === '' ? stem : `${stem}.${ext}`;
}

/** A file made of bytes: typed and named by their signature, after `nameHint` (the file they came from). */
export function bytesAsFile(bytes: Uint8Array, nameHint = ''): FileValue {
  const found = identifyFile(bytes);
  return { name: deriveFileName(nameHint, found.ext), type: found.type, bytes };
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

/** The operations that make one file of several, named when several files reach a step that takes one. */
export const SEVERAL_FILES_SUGGESTIONS = [
  { op: 'zip-creator', name: 'ZIP files' },
  { op: 'files-pick', name: 'Pick one file' },
] as const;

/** Several files, met where a step takes one file, bytes or text. */
export class SeveralFilesError extends Error {
  constructor(readonly count: number) {
    super(`${count} files where one is wanted.`);
    this.name = 'SeveralFilesError';
  }
}

const onlyFile = (files: readonly FileValue[]): FileValue => {
  if (files.length !== 1) throw new SeveralFilesError(files.length);
  return files[0]!;
};

/** A value as text: bytes and files decoded as strict UTF-8 (a `NotUtf8Error` otherwise), data as JSON. */
export function valueAsText(value: RecipeValue): string {
  if (value.kind === 'text') return value.value;
  if (value.kind === 'data') return dataToJson(value.value);
  const bytes = value.kind === 'bytes' ? value.value : value.kind === 'file' ? value.value.bytes : onlyFile(value.value).bytes;
  try {
    return utf8DecodeStrict(bytes);
  } catch {
    throw new NotUtf8Error();
  }
}

/** A value as bytes: text and data's JSON in UTF-8, a file's bytes exactly. */
export function valueAsBytes(value: RecipeValue): Uint8Array {
  switch (value.kind) {
    case 'bytes':
      return value.value;
    case 'file':
      return value.value.bytes;
    case 'files':
      return onlyFile(value.value).bytes;
    case 'text':
      return utf8Encode(value.value);
    case 'data':
      return utf8Encode(dataToJson(value.value));
  }
}

/** A value as one file (`nameHint`: the name of the file the value came from, for bytes). */
export function valueAsFile(value: RecipeValue, nameHint = ''): FileValue {
  switch (value.kind) {
    case 'file':
      return value.value;
    case 'files':
      return onlyFile(value.value);
    case 'bytes':
      return bytesAsFile(value.value, nameHint);
    case 'text':
      return { name: deriveFileName(nameHint || 'text', 'txt'), type: 'text/plain', bytes: utf8Encode(value.value) };
    case 'data':
      return { name: deriveFileName(nameHint || 'data', 'json'), type: 'application/json', bytes: utf8Encode(dataToJson(value.value)) };
  }
}

/** A value as a list of files: a list as it is, anything else as a list of one. */
export function valueAsFiles(value: RecipeValue, nameHint = ''): FileValue[] {
  return value.kind === 'files' ? value.value : [valueAsFile(value, nameHint)];
}

/**
 * A value as the input of an operation taking `kind` (undefined for 'none'). Throws `NotUtf8Error`
 * or `SeveralFilesError` when it cannot be.
 */
export function valueAs(value: RecipeValue, kind: OperationInputKind, nameHint = ''): unknown {
  switch (kind) {
    case 'none':
      return undefined;
    case 'text':
      return valueAsText(value);
    case 'bytes':
      return valueAsBytes(value);
    case 'file':
      return valueAsFile(value, nameHint);
    case 'files':
      return valueAsFiles(value, nameHint);
  }
}

/** The name of the file a value is (the first of a list), or undefined. */
export function valueFileName(value: RecipeValue): string | undefined {
  if (value.kind === 'file') return value.value.name;
  if (value.kind === 'files') return value.value[0]?.name;
  return undefined;
}

/**
 * The buffers of a value's bytes, to transfer it to or from a worker instead of copying it. Only
 * buffers the bytes fill whole: a view into a larger buffer (Node's pooled Buffers) is copied, or
 * transferring it would take the rest of the buffer from its owner.
 */
export function valueBuffers(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (bytes: Uint8Array) => {
    if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) buffers.add(bytes.buffer);
  };
  if (value instanceof Uint8Array) add(value);
  else if (isFileValue(value)) add(value.bytes);
  else if (Array.isArray(value)) for (const item of value) if (isFileValue(item)) add(item.bytes);
  return [...buffers];
}

/** Characters (UTF-16 code units) of a text, bytes of bytes and files, characters of data's JSON. */
export function valueSize(value: RecipeValue, json?: string): number {
  if (value.kind === 'text') return value.value.length;
  if (value.kind === 'bytes') return value.value.byteLength;
  if (value.kind === 'file') return value.value.bytes.byteLength;
  if (value.kind === 'files') return value.value.reduce((total, file) => total + file.bytes.byteLength, 0);
  return (json ?? dataToJson(value.value)).length;
}

export const PREVIEW_CHARS = 200;
export const PREVIEW_BYTES = 64;

/**
 * A short look at a value: its first 200 characters (data: of its JSON), never cutting an emoji
 * in half, or the hex of its first 64 bytes (pairs separated by spaces), with "…" when cut.
 */
export function valuePreview(value: RecipeValue, json?: string): string {
  if (value.kind === 'file') return `${value.value.name} (${value.value.type || 'application/octet-stream'}, ${value.value.bytes.byteLength} B)`;
  if (value.kind === 'files') {
    const names = value.value.slice(0, 10).map((file) => `${file.name} (${file.bytes.byteLength} B)`);
    return names.join('\n') + (value.value.length > 10 ? `\n… ${value.value.length - 10} more` : '');
  }
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

/**
 * A raw input (what a page, a script or the command line hands an operation: a text, bytes, a file
 * or a list of files) as the value of kind `kind`, with the conversions above. Anything else
 * (undefined, a Blob the operation reads itself) is passed as it is.
 */
export function inputFor(raw: unknown, kind: OperationInputKind): unknown {
  if (kind === 'none') return undefined;
  let value: RecipeValue;
  if (typeof raw === 'string') value = { kind: 'text', value: raw };
  else if (raw instanceof Uint8Array) value = { kind: 'bytes', value: raw };
  else if (isFileValue(raw)) value = { kind: 'file', value: raw };
  else if (Array.isArray(raw) && raw.every(isFileValue)) value = { kind: 'files', value: raw };
  else return raw;
  return valueAs(value, kind);
}

/**
 * A raw input as an operation takes it: a file its `runFile` reads itself stays unread (a Blob);
 * other Blobs are read into file values, and the value is converted to the operation's kind.
 */
export async function operationInput(operation: { input: OperationInputKind; runFile?: unknown }, raw: unknown): Promise<unknown> {
  if (operation.runFile && typeof Blob !== 'undefined' && raw instanceof Blob) return raw;
  return inputFor(await readBlobs(raw), operation.input);
}

/** Reads the Blobs (Files) among a raw input into file values: a page hands its files over unread, the worker reads them. */
export async function readBlobs(raw: unknown): Promise<unknown> {
  const read = async (blob: Blob): Promise<FileValue> => ({ name: (blob as File).name ?? '', type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) });
  if (typeof Blob === 'undefined') return raw;
  if (raw instanceof Blob) return read(raw);
  if (Array.isArray(raw) && raw.length > 0 && raw.every((item) => item instanceof Blob || isFileValue(item))) return Promise.all(raw.map((item) => (item instanceof Blob ? read(item) : item)));
  return raw;
}

/**
 * An output as the file(s) to save, named after the input it came from (`inputName`): a text as
 * `<name>.txt`, data as `<name>.json`, bytes named by their signature (`photo.webp`), a file or
 * files as they are. What "Download" saves on the page and `-o DIR/` writes on the command line.
 */
export function outputFiles(value: RecipeValue, inputName: string): FileValue[] {
  switch (value.kind) {
    case 'text':
      return [{ name: deriveFileName(inputName || 'output', 'txt'), type: 'text/plain', bytes: utf8Encode(value.value) }];
    case 'data':
      return [{ name: deriveFileName(inputName || 'output', 'json'), type: 'application/json', bytes: utf8Encode(dataToJson(value.value)) }];
    case 'bytes':
      return [bytesAsFile(value.value, inputName || 'output')];
    case 'file':
      return [value.value];
    case 'files':
      return value.value;
  }
}

/**
 * `name`, or `name (2)`, `name (3)`… before its extension: the first that `taken` does not hold
 * (which it then holds). Keeps the files of a batch or a ZIP apart when their names are the same.
 */
export function uniqueFileName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) candidate = `${stem} (${count})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
