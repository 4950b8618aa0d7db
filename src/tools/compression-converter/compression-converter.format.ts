import { base64ToBytes } from '../../lib/base64/base64';
import { ToolInputError } from '../../lib/errors';

/**
 * The light half of the compression converter (no library): the formats and encodings, reading the
 * Base64 or hex input into bytes, and recognising a format from its first bytes. The screen, the
 * detection and the service share it.
 */

export const COMPRESSION_FORMATS = ['gzip', 'zlib', 'deflate', 'brotli'] as const;
export type CompressionFormat = (typeof COMPRESSION_FORMATS)[number];

export const BYTE_ENCODINGS = ['base64', 'hex'] as const;
export type ByteEncoding = (typeof BYTE_ENCODINGS)[number];

/** gzip's magic number (RFC 1952 §2.3.1: ID1 ID2), with CM = 8 (deflate). */
export function isGzipHeader(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8;
}

/** A zlib header (RFC 1950 §2.2): CM = 8, CINFO ≤ 7, and CMF·256 + FLG a multiple of 31. */
export function isZlibHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false;
  const cmf = bytes[0]!;
  const flg = bytes[1]!;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** What the first bytes say: gzip, zlib, or nothing (raw deflate and Brotli have no header to recognise). */
export function sniffFormat(bytes: Uint8Array): 'gzip' | 'zlib' | undefined {
  if (isGzipHeader(bytes)) return 'gzip';
  if (isZlibHeader(bytes)) return 'zlib';
  return undefined;
}

export interface DecodedInput {
  encoding: ByteEncoding;
  bytes: Uint8Array;
}

const HEX_TEXT = /^(?:0x)?[0-9a-fA-F]+$/;

function readHex(compact: string): Uint8Array {
  const digits = compact.startsWith('0x') || compact.startsWith('0X') ? compact.slice(2) : compact;
  const bad = /[^0-9a-fA-F]/.exec(digits);
  if (bad) throw new ToolInputError('invalidHex', { detail: `Unexpected character '${bad[0]}' at position ${bad.index + 1 + (digits === compact ? 0 : 2)}` });
  if (digits.length % 2 !== 0) throw new ToolInputError('invalidHex', { detail: `Odd number of hex digits (${digits.length})` });
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function readBase64(compact: string): Uint8Array {
  try {
    // The URL-safe reading takes both alphabets, with or without padding.
    return base64ToBytes(compact, { urlSafe: true });
  } catch {
    const bad = /[^A-Za-z0-9+/=_-]/.exec(compact);
    throw new ToolInputError('invalidBase64', { detail: bad ? `Unexpected character '${bad[0]}' at position ${bad.index + 1}` : 'The length or the padding is wrong' });
  }
}

/**
 * The readings of the input, in the order to try them: with `auto`, hex first when the text is
 * only hex digits (an even number of them), then Base64 when it is valid Base64. Whitespace (line
 * breaks, spaces between hex bytes) is ignored. Empty input gives no reading; text that is neither
 * throws ToolInputError('invalidInput'), or the chosen encoding's message.
 */
export function decodeInputText(input: string, encoding: ByteEncoding | 'auto'): DecodedInput[] {
  const compact = input.replace(/\s+/g, '');
  if (compact === '') return [];
  if (encoding === 'hex') return [{ encoding, bytes: readHex(compact) }];
  if (encoding === 'base64') return [{ encoding, bytes: readBase64(compact) }];
  const readings: DecodedInput[] = [];
  if (HEX_TEXT.test(compact) && compact.replace(/^0x/i, '').length % 2 === 0) readings.push({ encoding: 'hex', bytes: readHex(compact) });
  let detail: string | undefined;
  try {
    readings.push({ encoding: 'base64', bytes: readBase64(compact) });
  } catch (error) {
    // Not Base64: the hex reading alone, if any.
    detail = error instanceof ToolInputError ? error.detail : undefined;
  }
  if (readings.length === 0) throw new ToolInputError('invalidInput', { detail });
  return readings;
}
