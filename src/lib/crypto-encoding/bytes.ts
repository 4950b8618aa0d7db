/**
 * Byte ↔ text encodings shared by the crypto tools (HMAC, RSA, CSR, PDF signatures, encryption,
 * BIP39): lowercase hexadecimal, binary, RFC 4648 Base64 and Base64url (written and read by
 * src/lib/base64, whose bytesToBase64 they use), strict UTF-8. Pure TypeScript: runs in Node, the
 * page and workers.
 */

import { Base64Error, base64ToBytes as decodeBase64, bytesToBase64 } from '../base64/base64';

const HEX_DIGITS = '0123456789abcdef';

/** Lowercase hexadecimal, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX_DIGITS.charAt(byte >> 4) + HEX_DIGITS.charAt(byte & 15);
  return out;
}

/** True for an even-length string of hexadecimal digits (any case; empty is valid). */
export function isHex(text: string): boolean {
  return text.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(text);
}

/** Bytes of a hexadecimal string (any case); throws a RangeError for odd lengths or other characters. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!isHex(hex)) throw new RangeError('Not a hexadecimal string of whole bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Eight bits per byte, most significant first (a 16-byte digest → 128 characters). */
export function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(2).padStart(8, '0');
  return out;
}

/** The four ways Hash text and the Hmac generator write a digest. */
export const BYTE_ENCODINGS = ['Bin', 'Hex', 'Base64', 'Base64url'] as const;
export type ByteEncoding = (typeof BYTE_ENCODINGS)[number];

/** Bytes as binary digits, lowercase hexadecimal, RFC 4648 Base64 (§4, padded) or Base64url (§5, unpadded). */
export function encodeBytes(bytes: Uint8Array, encoding: ByteEncoding): string {
  switch (encoding) {
    case 'Bin':
      return bytesToBinary(bytes);
    case 'Hex':
      return bytesToHex(bytes);
    case 'Base64':
      return bytesToBase64(bytes);
    case 'Base64url':
      return bytesToBase64(bytes, { urlSafe: true });
  }
}

/**
 * Bytes of Base64 or Base64url text (src/lib/base64 reads it). Whitespace anywhere is ignored,
 * padding is optional; throws a RangeError for any other character, misplaced padding or an
 * impossible length (4n + 1).
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (/^\s*data:/i.test(text)) throw new RangeError('Not a Base64 character: :');
  try {
    return decodeBase64(text, { urlSafe: true }) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    if (error instanceof Base64Error) throw new RangeError('Bad Base64');
    throw error;
  }
}

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** UTF-8 decoding that throws a TypeError on invalid sequences instead of inserting U+FFFD. */
export function utf8DecodeStrict(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
}

/** Number of UTF-8 bytes of a string, without allocating them. */
export function utf8Length(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      length += 4;
      index += 1;
    } else length += 3;
  }
  return length;
}

/** Constant-time comparison of two byte arrays (the time depends only on the lengths). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
