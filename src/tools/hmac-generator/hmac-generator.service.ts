/**
 * Hmac generator: HMAC (RFC 2104) of UTF-8 text or of a file's bytes with a text, hex or Base64
 * key, in four output encodings, and a constant-time check against an expected value.
 * @noble/hashes (audited, synchronous, incremental) provides HMAC and all eight hashes; "SHA3" is
 * the standard SHA3-512 of FIPS 202 (block size 72 bytes), not the Keccak-512 IT-Tools used.
 * Pure TypeScript: runs in Node (unit tests), in the page and in the worker.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_512 } from '@noble/hashes/sha3.js';
import { base64ToBytes, bytesToBase64, bytesToBinary, bytesToHex, constantTimeEqual, hexToBytes, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export const HMAC_ALGORITHMS = ['MD5', 'RIPEMD160', 'SHA1', 'SHA3', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number];

export const KEY_FORMATS = ['text', 'hex', 'base64'] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];

export const OUTPUT_ENCODINGS = ['Bin', 'Hex', 'Base64', 'Base64url'] as const;
export type OutputEncoding = (typeof OUTPUT_ENCODINGS)[number];

const HASHES = { MD5: md5, RIPEMD160: ripemd160, SHA1: sha1, SHA3: sha3_512, SHA224: sha224, SHA256: sha256, SHA384: sha384, SHA512: sha512 };

/** Files are read and authenticated in slices of this size, so memory stays flat. */
export const FILE_CHUNK_BYTES = 4 * 1024 * 1024;

/** The key's bytes: UTF-8 text, hexadecimal (spaces, colons and a 0x prefix allowed) or Base64/Base64url. */
export function parseKey(key: string, format: KeyFormat): Uint8Array {
  if (format === 'text') return utf8Encode(key);
  if (format === 'hex') {
    const hex = key.replace(/^\s*0x/i, '').replace(/[\s:]/g, '');
    try {
      return hexToBytes(hex);
    } catch {
      throw new ToolInputError('invalidKeyHex');
    }
  }
  try {
    return base64ToBytes(key);
  } catch {
    throw new ToolInputError('invalidKeyBase64');
  }
}

/** HMAC of bytes; keys longer than the hash's block are hashed first (RFC 2104, done by noble). */
export function computeHmac(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(HASHES[algorithm], key, message);
}

/** HMAC of a file or blob, read in slices; `onProgress(done, total)` after each slice. */
export async function computeHmacOfBlob(
  algorithm: HmacAlgorithm,
  key: Uint8Array,
  blob: Blob,
  onProgress?: (bytesDone: number, totalBytes: number) => void,
): Promise<Uint8Array> {
  const mac = hmac.create(HASHES[algorithm], key);
  for (let offset = 0; offset < blob.size; offset += FILE_CHUNK_BYTES) {
    const slice = new Uint8Array(await blob.slice(offset, offset + FILE_CHUNK_BYTES).arrayBuffer());
    mac.update(slice);
    onProgress?.(Math.min(blob.size, offset + FILE_CHUNK_BYTES), blob.size);
  }
  return mac.digest();
}

/** Hexadecimal in lower case, binary 8 bits per byte, Base64 with padding, Base64url without (as Hash text). */
export function encodeMac(mac: Uint8Array, encoding: OutputEncoding): string {
  switch (encoding) {
    case 'Bin':
      return bytesToBinary(mac);
    case 'Hex':
      return bytesToHex(mac);
    case 'Base64':
      return bytesToBase64(mac);
    case 'Base64url':
      return bytesToBase64(mac, 'url');
  }
}

export interface HmacTextOptions {
  algorithm: HmacAlgorithm;
  keyFormat: KeyFormat;
  encoding: OutputEncoding;
}

/** The encoded HMAC of a UTF-8 message. */
export function hmacText(message: string, key: string, { algorithm, keyFormat, encoding }: HmacTextOptions): string {
  return encodeMac(computeHmac(algorithm, parseKey(key, keyFormat), utf8Encode(message)), encoding);
}

/**
 * The byte values an expected MAC may stand for: hex, Base64/Base64url or binary digits, with an
 * optional `sha256=`-style prefix (as in webhook signature headers) and surrounding spaces removed.
 */
export function decodeExpectedMac(expected: string): Uint8Array[] {
  const value = expected.trim().replace(/^[A-Za-z0-9-]+=(?=[^=])/, '');
  const candidates: Uint8Array[] = [];
  if (/^[01]+$/.test(value) && value.length % 8 === 0) {
    const bytes = new Uint8Array(value.length / 8);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(value.slice(index * 8, index * 8 + 8), 2);
    candidates.push(bytes);
  }
  if (/^[0-9a-fA-F]+$/.test(value) && value.length % 2 === 0) candidates.push(hexToBytes(value));
  try {
    if (value !== '') candidates.push(base64ToBytes(value));
  } catch {
    // not Base64
  }
  return candidates;
}

/**
 * Whether an expected value equals the MAC in any of the four encodings. Each comparison runs in
 * constant time (its duration depends only on the lengths), so the check leaks nothing about
 * where the values differ. `undefined` for an empty expected value.
 */
export function matchExpectedMac(expected: string, mac: Uint8Array): boolean | undefined {
  if (expected.trim() === '') return undefined;
  let matched = false;
  for (const candidate of decodeExpectedMac(expected)) matched = constantTimeEqual(candidate, mac) || matched;
  return matched;
}
