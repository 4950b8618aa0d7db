/**
 * The Hmac generator's operations, and what its screen needs without loading any hash: the
 * choices, the key's bytes and the constant-time check against an expected value. The hashes
 * themselves (@noble/hashes) are in hmac-generator.service.ts, which `run` loads on first use, so
 * only the operation worker (and tests, and the command line) load them.
 */
import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes, BYTE_ENCODINGS, constantTimeEqual, hexToBytes, utf8Encode } from '../../lib/crypto-encoding';
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

/** The hashes load with the first run, not with the screen, which only needs the schemas. */
const service = () => import('./hmac-generator.service');

/** HMAC of a UTF-8 text; expected values from RFC 4231 and RFC 2202. */
export const hmacGenerator = defineOperation({
  id: 'hmac-generator',
  toolId: 'hmac-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    key: z._default(z.string(), ''),
    keyFormat: z._default(z.enum(KEY_FORMATS), 'text'),
    algorithm: z._default(z.enum(HMAC_ALGORITHMS), 'SHA256'),
    encoding: z._default(z.enum(BYTE_ENCODINGS), 'Hex'),
  }),
  run: async (input, { key, ...options }) => (await service()).hmacText(input, key, options),
  examples: [
    {
      description: 'RFC 4231 test case 2 (HMAC-SHA-256)',
      input: 'what do ya want for nothing?',
      options: { key: 'Jefe' },
      output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
    {
      description: 'RFC 4231 test case 1 (HMAC-SHA-224, hex key)',
      input: 'Hi There',
      options: { key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', keyFormat: 'hex', algorithm: 'SHA224' },
      output: '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
    },
    {
      description: 'RFC 2202 test case 2 (HMAC-MD5), Base64 key and output',
      input: 'what do ya want for nothing?',
      options: { key: 'SmVmZQ==', keyFormat: 'base64', algorithm: 'MD5', encoding: 'Base64' },
      output: 'dQx4PmqwtQPqqG4xCl23OA==',
    },
  ],
});

/**
 * The MAC itself, as bytes, of a message given as bytes: what the screen shows in every encoding
 * and compares with an expected value without computing again. In the browser the input may also
 * be a dropped file (a Blob), read in 4 MB slices instead of all at once.
 */
export const hmacGeneratorMac = defineOperation({
  id: 'hmac-generator-mac',
  toolId: 'hmac-generator',
  input: 'bytes',
  output: 'bytes',
  options: z.omit(hmacGenerator.options, { encoding: true }),
  run: async (input, { key, keyFormat, algorithm }) => {
    const message = input as Uint8Array | Blob;
    const keyBytes = parseKey(key, keyFormat);
    const { computeHmac, computeHmacOfBlob } = await service();
    return message instanceof Blob ? computeHmacOfBlob(algorithm, keyBytes, message) : computeHmac(algorithm, keyBytes, message);
  },
  examples: [
    {
      description: 'RFC 4231 test case 2 (HMAC-SHA-256)',
      input: utf8Encode('what do ya want for nothing?'),
      options: { key: 'Jefe' },
      output: hexToBytes('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'),
    },
  ],
});

export default [hmacGenerator, hmacGeneratorMac];
