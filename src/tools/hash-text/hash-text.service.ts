/**
 * Hash text: digests of UTF-8 text or of a file, their four text encodings, and "Compare with"
 * matching. Pure TypeScript; runs in Node (unit tests), in the page and in the worker.
 *
 * Digests come from hash-wasm rather than the @noble/hashes the spec names: the same eight
 * algorithms (plus SHA3-256 and the two Keccak variants), but WebAssembly is about five times
 * faster (all eight digests of 5 MB in ~95 ms against ~470 ms measured), which is what keeps a
 * 10 MB paste and large files quick; and the spec already names hash-wasm for file hashing, so one
 * library serves both. The WASM binaries are embedded in the JavaScript: no network request.
 * The unit tests cross-check every algorithm against @noble/hashes and the standards' values.
 */
import {
  createKeccak,
  createMD5,
  createRIPEMD160,
  createSHA1,
  createSHA224,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  type IHasher,
} from 'hash-wasm';
import { blobChunks } from '../../engine/files/blob-chunks';
import { bytesToBase64 } from '../../lib/base64/base64';
import { bytesToBinary, bytesToHex, type ByteEncoding } from '../../lib/crypto-encoding';

/** The rows, in display order: the eight of IT-Tools, then the extra SHA-3/Keccak rows. */
export const HASH_ALGORITHMS = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA224',
  'SHA512',
  'SHA384',
  'SHA3',
  'RIPEMD160',
  'SHA3-256',
  'Keccak-256',
  'Keccak-512',
] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];
export type Digests = Record<HashAlgorithm, Uint8Array>;

/** "SHA3" is the standard SHA3-512 of FIPS 202, not the pre-standard Keccak-512 IT-Tools showed. */
const hasherFactories: Record<HashAlgorithm, () => Promise<IHasher>> = {
  MD5: () => createMD5(),
  SHA1: () => createSHA1(),
  SHA256: () => createSHA256(),
  SHA224: () => createSHA224(),
  SHA512: () => createSHA512(),
  SHA384: () => createSHA384(),
  SHA3: () => createSHA3(512),
  RIPEMD160: () => createRIPEMD160(),
  'SHA3-256': () => createSHA3(256),
  'Keccak-256': () => createKeccak(256),
  'Keccak-512': () => createKeccak(512),
};


/** Above this many characters the screen waits for a pause in typing before hashing again. */
export const LARGE_TEXT_CHARS = 100_000;
type Hashers = Record<HashAlgorithm, IHasher>;

/** Fresh hashers for every algorithm (each holds its own state, so parallel streams never mix). */
export async function createHashers(): Promise<Hashers> {
  const created = await Promise.all(HASH_ALGORITHMS.map((algorithm) => hasherFactories[algorithm]()));
  return Object.fromEntries(HASH_ALGORITHMS.map((algorithm, index) => [algorithm, created[index]])) as Hashers;
}

/** One hasher per algorithm, made on first use (a recipe's SHA-256 step instantiates SHA-256 only). */
const sharedHashers: Partial<Record<HashAlgorithm, Promise<IHasher>>> = {};

function sharedHasher(algorithm: HashAlgorithm): Promise<IHasher> {
  return (sharedHashers[algorithm] ??= hasherFactories[algorithm]().catch((error: unknown) => {
    delete sharedHashers[algorithm]; // let a later call try again
    throw error;
  }));
}

function digestAll(hashers: Hashers): Digests {
  return Object.fromEntries(HASH_ALGORITHMS.map((algorithm) => [algorithm, hashers[algorithm].digest('binary')])) as Digests;
}

/**
 * The digests of `bytes` for `algorithms` (all by default). The shared hashers are only touched
 * synchronously (init, update, digest in one go), so concurrent calls cannot interleave their states.
 */
export async function hashBytes(bytes: Uint8Array): Promise<Digests>;
export async function hashBytes(bytes: Uint8Array, algorithms?: readonly HashAlgorithm[]): Promise<Partial<Digests>>;
export async function hashBytes(bytes: Uint8Array, algorithms: readonly HashAlgorithm[] = HASH_ALGORITHMS): Promise<Partial<Digests>> {
  const hashers = await Promise.all(algorithms.map(sharedHasher));
  const digests: Partial<Digests> = {};
  algorithms.forEach((algorithm, index) => (digests[algorithm] = hashers[index]!.init().update(bytes).digest('binary')));
  return digests;
}

/**
 * The algorithms in two groups of about equal work (measured on 5 MB: SHA3-512 and Keccak-512
 * ~33 ms each, MD5 ~10 ms…), so two workers hash a large text in half the time.
 */
export const HASH_ALGORITHM_HALVES: readonly [readonly HashAlgorithm[], readonly HashAlgorithm[]] = [
  ['SHA3', 'Keccak-512', 'SHA3-256', 'MD5'],
  ['SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'RIPEMD160', 'Keccak-256'],
];

/** The digests of the exact UTF-8 bytes of `text` (no trimming, no normalisation). */
export function hashText(text: string): Promise<Digests> {
  return hashBytes(new TextEncoder().encode(text));
}

export interface HashBlobOptions {
  /** Called every few megabytes, and at the end, with the number of bytes hashed so far. */
  onProgress?: (bytesDone: number, totalBytes: number) => void;
}

/** Streams a file (or any Blob) through every hasher as it is read (blobChunks): it is never held whole. */
export async function hashBlob(blob: Blob, { onProgress }: HashBlobOptions = {}): Promise<Digests> {
  const hashers = await createHashers();
  for (const algorithm of HASH_ALGORITHMS) hashers[algorithm].init();
  for await (const chunk of blobChunks(blob, { onProgress })) {
    for (const algorithm of HASH_ALGORITHMS) hashers[algorithm].update(chunk);
  }
  return digestAll(hashers);
}

export interface DigestMatch {
  algorithm: HashAlgorithm;
  /** The encoding the pasted digest was written in. */
  encoding: ByteEncoding;
}

/**
 * Which rows match a pasted digest, written in any of the four encodings. Whitespace anywhere is
 * ignored (digests are often pasted with a line break or split in groups); hexadecimal is
 * case-insensitive and may carry a `0x` prefix (Ethereum style); base64 may come with or without
 * its padding. Empty input matches nothing.
 */
export function findMatchingDigests(expected: string, digests: Digests): DigestMatch[] {
  const pasted = expected.replace(/\s+/g, '');
  if (pasted === '') return [];
  const hex = pasted.toLowerCase().replace(/^0x/, '');
  const unpadded = pasted.replace(/=+$/, '');
  const matches: DigestMatch[] = [];
  for (const algorithm of HASH_ALGORITHMS) {
    const encoding = matchingEncoding(digests[algorithm], pasted, hex, unpadded);
    if (encoding) matches.push({ algorithm, encoding });
  }
  return matches;
}

function matchingEncoding(bytes: Uint8Array, pasted: string, hex: string, unpadded: string): ByteEncoding | undefined {
  if (bytesToHex(bytes) === hex) return 'Hex';
  if (bytesToBinary(bytes) === pasted) return 'Bin';
  const standard = bytesToBase64(bytes);
  const url = bytesToBase64(bytes, { urlSafe: true });
  // Exact forms first, so a value valid in both alphabets is named by its padding.
  if (standard === pasted) return 'Base64';
  if (url === pasted) return 'Base64url';
  if (standard.replace(/=+$/, '') === unpadded) return 'Base64';
  if (url === unpadded) return 'Base64url';
  return undefined;
}
