/**
 * The little DER (X.690) the key formats need: reading a tag-length-value tree and writing the few
 * types PKCS#1, PKCS#8, SEC1, SubjectPublicKeyInfo and PBES2 use (SEQUENCE, INTEGER, OCTET STRING,
 * BIT STRING, OBJECT IDENTIFIER, NULL, context tags). Definite lengths only, as DER requires.
 */
import { concatBytes } from '../../lib/crypto-encoding/bytes';

export class DerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DerError';
  }
}

export interface DerNode {
  tag: number;
  /** The contents (without tag and length). */
  value: Uint8Array;
  /** The whole encoding (tag, length and contents). */
  raw: Uint8Array;
}

/** One element at `offset` of `bytes`. */
export function readElement(bytes: Uint8Array, offset = 0): DerNode {
  if (offset + 2 > bytes.length) throw new DerError('the DER data ends early');
  const tag = bytes[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte DER tags are not used by keys');
  let length = bytes[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new DerError('an indefinite or huge DER length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[start + index];
      if (byte === undefined) throw new DerError('the DER data ends early');
      length = length * 256 + byte;
    }
    start += count;
  }
  if (start + length > bytes.length) throw new DerError('a DER element is longer than the data');
  return { tag, value: bytes.subarray(start, start + length), raw: bytes.subarray(offset, start + length) };
}

/** The elements inside a constructed element's contents, in order. */
export function children(value: Uint8Array): DerNode[] {
  const out: DerNode[] = [];
  let offset = 0;
  while (offset < value.length) {
    const node = readElement(value, offset);
    out.push(node);
    offset += node.raw.length;
  }
  return out;
}

/** A whole DER document that must be one SEQUENCE: its children. */
export function readSequence(bytes: Uint8Array): DerNode[] {
  const node = readElement(bytes);
  if (node.tag !== 0x30) throw new DerError('expected a DER SEQUENCE');
  return children(node.value);
}

export function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!node || node.tag !== tag) throw new DerError(`expected ${what}`);
  return node;
}

/** An INTEGER's unsigned magnitude (key numbers are positive): leading zeros dropped. */
export function integerBytes(node: DerNode | undefined, what: string): Uint8Array {
  const value = expectTag(node, 0x02, what).value;
  if (value.length === 0 || (value[0]! & 0x80) !== 0) throw new DerError(`${what} is not a positive integer`);
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start += 1;
  return value.subarray(start);
}

export function smallInteger(node: DerNode | undefined, what: string): number {
  const bytes = integerBytes(node, what);
  if (bytes.length > 6) throw new DerError(`${what} is too large`);
  return bytes.reduce((sum, byte) => sum * 256 + byte, 0);
}

/** An OBJECT IDENTIFIER in dotted form. */
export function oidText(node: DerNode | undefined, what = 'an object identifier'): string {
  const value = expectTag(node, 0x06, what).value;
  if (value.length === 0) throw new DerError(`empty ${what}`);
  const parts: number[] = [];
  let current = 0;
  for (const byte of value) {
    current = current * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      parts.push(current);
      current = 0;
    }
  }
  const first = parts.shift() ?? 0;
  return [first < 80 ? Math.floor(first / 40) : 2, first < 80 ? first % 40 : first - 80, ...parts].join('.');
}

function lengthBytes(length: number): Uint8Array {
  if (length < 0x80) return new Uint8Array([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return new Uint8Array([0x80 | bytes.length, ...bytes]);
}

export function element(tag: number, ...contents: Uint8Array[]): Uint8Array {
  const value = concatBytes(...contents);
  return concatBytes(new Uint8Array([tag]), lengthBytes(value.length), value);
}

export const sequence = (...items: Uint8Array[]) => element(0x30, ...items);
export const octetString = (value: Uint8Array) => element(0x04, value);
export const bitString = (value: Uint8Array) => element(0x03, new Uint8Array([0]), value);
export const nullValue = () => new Uint8Array([0x05, 0x00]);
export const contextTag = (number: number, ...contents: Uint8Array[]) => element(0xa0 | number, ...contents);

/** An INTEGER of an unsigned magnitude: minimal, with a 0x00 first when the top bit is set. */
export function integer(magnitude: Uint8Array | number): Uint8Array {
  let bytes: Uint8Array;
  if (typeof magnitude === 'number') {
    const list: number[] = [];
    for (let rest = magnitude; rest > 0; rest = Math.floor(rest / 256)) list.unshift(rest & 0xff);
    bytes = new Uint8Array(list);
  } else {
    let start = 0;
    while (start < magnitude.length && magnitude[start] === 0) start += 1;
    bytes = magnitude.subarray(start);
  }
  if (bytes.length === 0) bytes = new Uint8Array([0]);
  else if ((bytes[0]! & 0x80) !== 0) bytes = concatBytes(new Uint8Array([0]), bytes);
  return element(0x02, bytes);
}

export function oid(dotted: string): Uint8Array {
  const parts = dotted.split('.').map(Number);
  const bytes: number[] = [];
  const encode = (value: number) => {
    const group: number[] = [value & 0x7f];
    for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) group.unshift(0x80 | (rest & 0x7f));
    bytes.push(...group);
  };
  encode(parts[0]! * 40 + parts[1]!);
  for (const part of parts.slice(2)) encode(part);
  return element(0x06, new Uint8Array(bytes));
}
