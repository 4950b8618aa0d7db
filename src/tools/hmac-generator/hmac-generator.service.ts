/**
 * Hmac generator: HMAC (RFC 2104) of UTF-8 text or of a file's bytes with a text, hex or Base64
 * key (reading the key and the check against an expected value: hmac-generator.operations.ts).
 * @noble/hashes (audited, synchronous, incremental) provides HMAC and all eight hashes; "SHA3" is
 * the standard SHA3-512 of FIPS 202 (block size 72 bytes), not the Keccak-512 IT-Tools used.
 * Pure TypeScript: runs in Node (unit tests, the command line) and in the operation worker.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_512 } from '@noble/hashes/sha3.js';
import { blobChunks } from '../../engine/files/blob-chunks';
import { type ByteEncoding, encodeBytes, utf8Encode } from '../../lib/crypto-encoding';
import { parseKey, type HmacAlgorithm, type KeyFormat } from './hmac-generator.operations';

const HASHES = { MD5: md5, RIPEMD160: ripemd160, SHA1: sha1, SHA3: sha3_512, SHA224: sha224, SHA256: sha256, SHA384: sha384, SHA512: sha512 };

/** HMAC of bytes; keys longer than the hash's block are hashed first (RFC 2104, done by noble). */
export function computeHmac(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(HASHES[algorithm], key, message);
}

/** HMAC of a file or blob as it is read (blobChunks: never held whole); `onProgress(done, total)` every few megabytes and at the end. */
export async function computeHmacOfBlob(
  algorithm: HmacAlgorithm,
  key: Uint8Array,
  blob: Blob,
  onProgress?: (bytesDone: number, totalBytes: number) => void,
): Promise<Uint8Array> {
  const mac = hmac.create(HASHES[algorithm], key);
  for await (const chunk of blobChunks(blob, { onProgress })) mac.update(chunk);
  return mac.digest();
}

export interface HmacTextOptions {
  algorithm: HmacAlgorithm;
  keyFormat: KeyFormat;
  encoding: ByteEncoding;
}

/** The encoded HMAC of a UTF-8 message. */
export function hmacText(message: string, key: string, { algorithm, keyFormat, encoding }: HmacTextOptions): string {
  return encodeBytes(computeHmac(algorithm, parseKey(key, keyFormat), utf8Encode(message)), encoding);
}
