/**
 * What the Hmac generator's screen needs without loading any hash: the choices, the key's bytes,
 * the MAC's four encodings and the constant-time check against an expected value. The hashes
 * themselves (@noble/hashes) are in hmac-generator.service.ts, which only the operation worker (and
 * tests, and the command line) load.
 */
import { base64ToBytes, constantTimeEqual, hexToBytes, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export const HMAC_ALGORITHMS = ['MD5', 'RIPEMD160', 'SHA1', 'SHA3', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number];

export const KEY_FORMATS = ['text', 'hex', 'base64'] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];


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
