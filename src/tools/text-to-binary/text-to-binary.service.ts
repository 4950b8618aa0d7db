import { ToolInputError } from '../../lib/errors';

export const BINARY_SEPARATORS = ['space', 'none', 'newline'] as const;
export type BinarySeparator = (typeof BINARY_SEPARATORS)[number];

const SEPARATOR_TEXT: Record<BinarySeparator, string> = {
  space: ' ',
  none: '',
  newline: '\n',
};

const BITS = Array.from({ length: 256 }, (_, byte) => byte.toString(2).padStart(8, '0'));
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function joinBytes(bytes: Uint8Array, table: readonly string[] | ((byte: number) => string), separator: string): string {
  const write = typeof table === 'function' ? table : (byte: number) => table[byte]!;
  const parts = new Array<string>(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) parts[index] = write(bytes[index]!);
  return parts.join(separator);
}

/** The text's UTF-8 bytes, each written as 8 bits: `A` → `01000001`, `é` → `11000011 10101001`. */
export function textToBinary(text: string, separator: BinarySeparator = 'space'): string {
  return joinBytes(new TextEncoder().encode(text), BITS, SEPARATOR_TEXT[separator]);
}

/** The same bytes in hexadecimal (`c3 a9`) and decimal (`195 169`), space-separated. */
export function textToByteViews(text: string): {
  hex: string;
  decimal: string;
} {
  const bytes = new TextEncoder().encode(text);
  return {
    hex: joinBytes(bytes, HEX, ' '),
    decimal: joinBytes(bytes, String, ' '),
  };
}

/** True when every character is ASCII (one byte each, identical in every encoding people expect). */
export function isPureAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

/**
 * Bits back to text: every character other than `0`/`1` is ignored, the bit count must be a
 * multiple of 8, the bytes are read as UTF-8 (invalid sequences become U+FFFD).
 */
export function binaryToText(binary: string): string {
  const bits = binary.replace(/[^01]/g, '');
  if (bits.length % 8 !== 0) throw new ToolInputError('invalidBinary');
  const bytes = new Uint8Array(bits.length / 8);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(bits.slice(index * 8, index * 8 + 8), 2);
  return new TextDecoder('utf-8').decode(bytes);
}

export interface EncodedText {
  binary: string;
  /** Present when the byte views were asked for. */
  views?: { hex: string; decimal: string };
  ascii: boolean;
}

/** Everything the screen shows for a text: bits, optional byte views, pure-ASCII flag. */
export function encodeText(text: string, separator: BinarySeparator, withViews: boolean): EncodedText {
  return { binary: textToBinary(text, separator), views: withViews ? textToByteViews(text) : undefined, ascii: isPureAscii(text) };
}

