import { Base64Error, base64ToBytes, bytesToBase64, looksUrlSafe, wrapBase64Lines } from '../../lib/base64/base64';
import { ToolInputError } from '../../lib/errors';

/**
 * Base64 string encoder/decoder: text ↔ UTF-8 bytes ↔ RFC 4648 Base64 (standard with padding, or
 * URL-safe without), with the strict reading rules of src/lib/base64.
 */

export interface EncodeTextOptions {
  urlSafe?: boolean;
  /** MIME line wrapping: a line break every 76 characters (RFC 2045). */
  wrapLines?: boolean;
}

export function encodeTextToBase64(text: string, { urlSafe = false, wrapLines = false }: EncodeTextOptions = {}): string {
  const encoded = bytesToBase64(new TextEncoder().encode(text), { urlSafe });
  return wrapLines ? wrapBase64Lines(encoded) : encoded;
}

/** Bytes a hex dump shows at most. */
export const HEX_DUMP_BYTES = 4096;

export interface DecodedText {
  /** The bytes read as UTF-8, invalid sequences as U+FFFD. */
  text: string;
  bytes: Uint8Array;
  /** False when the bytes are not valid UTF-8 or hold control characters other than tab, line feed, carriage return and form feed. */
  isText: boolean;
}

/** Reads Base64 text (see normalizeBase64) and its bytes as UTF-8; throws `invalidBase64`. */
export function decodeBase64ToText(input: string, { urlSafe = false }: { urlSafe?: boolean } = {}): DecodedText {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(input, { urlSafe });
  } catch (error) {
    if (error instanceof Base64Error) throw new ToolInputError('invalidBase64');
    throw error;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return { text, bytes, isText: isProbablyText(bytes) };
}

/** Valid UTF-8 without control characters other than \t \n \f \r (and no BOM-only oddities). */
export function isProbablyText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** True when the text is invalid standard Base64 but valid URL-safe Base64 (for the "use URL safe" hint). */
export function isUrlSafeBase64(input: string): boolean {
  return looksUrlSafe(input);
}

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

/**
 * The `hexdump -C` view of the first `maxBytes` bytes: offset, 16 bytes in two groups of 8,
 * printable ASCII between bars, and the final offset line.
 */
export function hexDump(bytes: Uint8Array, maxBytes = HEX_DUMP_BYTES): string {
  const shown = bytes.subarray(0, maxBytes);
  const lines: string[] = [];
  for (let offset = 0; offset < shown.length; offset += 16) {
    const row = shown.subarray(offset, offset + 16);
    const cells = Array.from({ length: 16 }, (_, index) => (index < row.length ? hex2(row[index]!) : '  '));
    const hex = `${cells.slice(0, 8).join(' ')}  ${cells.slice(8).join(' ')}`;
    const ascii = Array.from(row, (byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex}  |${ascii}|`);
  }
  lines.push(shown.length.toString(16).padStart(8, '0'));
  return lines.join('\n');
}
