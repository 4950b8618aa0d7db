/**
 * Password hashes: generating them (a fresh salt from the run's randomness) and verifying a password
 * against a hash whose format is recognised from its shape (hash-formats.ts). Primitives: hash-wasm's
 * WebAssembly bcrypt, Argon2 and scrypt; Web Crypto's PBKDF2; @noble/hashes' SHA-1; the crypt(3)
 * algorithms of crypt-algorithms.ts. Runs in Node, the page and the operation workers (the screen
 * always hashes in a worker).
 *
 * Written formats: bcrypt `$2b$` (`$2y$` in htpasswd lines), Argon2 PHC strings, scrypt and PBKDF2
 * as passlib writes them (`$scrypt$ln=…,r=…,p=…$salt$hash`, `$pbkdf2-sha256$rounds$salt$hash`),
 * SHA-256/512-crypt as glibc and libxcrypt write them, APR1 as Apache's htpasswd does, `{SHA}`.
 */
import * as nobleArgon2 from '@noble/hashes/argon2.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { argon2d, argon2i, argon2id, bcrypt, scrypt } from 'hash-wasm';
import { bytesToBase64 } from '../../lib/base64/base64';
import { constantTimeEqual, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, secureRandomIndices, type RandomSource } from '../../lib/random';
import { CRYPT_ALPHABET } from './crypt-alphabet';
import { md5Crypt, SHA_CRYPT_DEFAULT_ROUNDS, shaCrypt } from './crypt-algorithms';
import { bcryptSaltBytes, LIMITS, recognizeHash, type ParsedHash, type RecognizedHash } from './hash-formats';
import { type Algorithm, type HtpasswdAlgorithm } from './password-hash-options';

export interface GenerateSettings {
  algorithm: Algorithm;
  bcryptCost: number;
  argon2Memory: number;
  argon2Iterations: number;
  argon2Parallelism: number;
  scryptLogN: number;
  scryptBlockSize: number;
  scryptParallelism: number;
  pbkdf2Sha256Iterations: number;
  pbkdf2Sha512Iterations: number;
  shaCryptRounds: number;
}

export type ProgressCallback = (done: number, total: number) => void;

/** bcrypt reads at most this many bytes of the password. */
export const BCRYPT_MAX_BYTES = 72;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/** RFC 4648 Base64 without padding (PHC strings, passlib's scrypt). */
const b64 = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/=+$/, '');
/** Passlib's adapted Base64 (`.` for `+`, no padding), in its PBKDF2 hashes. */
const ab64 = (bytes: Uint8Array) => b64(bytes).replace(/\+/g, '.');

/** `count` characters of crypt's alphabet (a SHA-crypt or APR1 salt), uniformly drawn. */
function cryptSalt(count: number, random: RandomSource): string {
  return secureRandomIndices(count, CRYPT_ALPHABET.length, random)
    .map((index) => CRYPT_ALPHABET[index])
    .join('');
}

/** bcrypt's input: the first 72 bytes; an empty password as one NUL (its key schedule is the same all-zero key). */
function bcryptPassword(bytes: Uint8Array): Uint8Array {
  return bytes.length === 0 ? new Uint8Array(1) : bytes.subarray(0, BCRYPT_MAX_BYTES);
}

/** The 31-character bcrypt digest of a password with a 16-byte salt (hash-wasm writes `$2a$cost$salt digest`). */
async function bcryptDigest(password: Uint8Array, salt: Uint8Array, cost: number): Promise<string> {
  const encoded = await bcrypt({ password: bcryptPassword(password), salt, costFactor: cost, outputType: 'encoded' });
  return encoded.slice(-31);
}

const ARGON2 = { argon2id, argon2i, argon2d } as const;

/**
 * Argon2 with hash-wasm; an empty password (which hash-wasm refuses, and the specification allows)
 * with @noble/hashes' Argon2, slower but the same function (the tests compare them).
 */
async function argon2Bytes(variant: 'argon2id' | 'argon2i' | 'argon2d', password: Uint8Array, salt: Uint8Array, memory: number, iterations: number, parallelism: number, length: number): Promise<Uint8Array> {
  if (password.length === 0) return nobleArgon2[variant](password, salt, { m: memory, t: iterations, p: parallelism, dkLen: length });
  return ARGON2[variant]({ password, salt, memorySize: memory, iterations, parallelism, hashLength: length, outputType: 'binary' });
}

async function scryptBytes(password: Uint8Array, salt: Uint8Array, logN: number, blockSize: number, parallelism: number, length: number): Promise<Uint8Array> {
  return scrypt({ password, salt, costFactor: 2 ** logN, blockSize, parallelism, hashLength: length, outputType: 'binary' });
}

const WEB_CRYPTO_HASH = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' } as const;

/** PBKDF2-HMAC with Web Crypto (native code: ~0.1 s for 600 000 rounds of SHA-256). */
async function pbkdf2Bytes(digestName: 'sha1' | 'sha256' | 'sha512', password: Uint8Array, salt: Uint8Array, iterations: number, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', password as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: WEB_CRYPTO_HASH[digestName], salt: salt as Uint8Array<ArrayBuffer>, iterations }, key, length * 8);
  return new Uint8Array(bits);
}

function invalidParameters(detail: string): never {
  throw new ToolInputError('invalidParameters', { detail });
}

/** Checks the parameters the option schema cannot check alone (they depend on each other). */
export function checkSettings(settings: GenerateSettings): void {
  if (settings.algorithm.startsWith('argon2') && settings.argon2Memory < 8 * settings.argon2Parallelism) invalidParameters('Argon2 needs at least 8 KiB of memory per lane (m ≥ 8 × p)');
  if (settings.algorithm === 'scrypt' && 128 * settings.scryptBlockSize * 2 ** settings.scryptLogN > LIMITS.scryptMemoryBytes) invalidParameters('scrypt would need more than 1 GiB of memory (128 × r × N bytes)');
}

/**
 * A new hash of `password` (its UTF-8 bytes) with a fresh salt from `random`.
 * Throws `invalidParameters` for parameters that do not fit together.
 */
export async function generateHash(password: string, settings: GenerateSettings, random: RandomSource = cryptoRandom, onProgress?: ProgressCallback): Promise<string> {
  checkSettings(settings);
  const bytes = utf8Encode(password);
  const salt = () => random.getRandomValues(new Uint8Array(SALT_BYTES));
  switch (settings.algorithm) {
    case 'bcrypt': {
      const saltBytes = salt();
      const encoded = await bcrypt({ password: bcryptPassword(bytes), salt: saltBytes, costFactor: settings.bcryptCost, outputType: 'encoded' });
      return `$2b$${encoded.slice(4)}`;
    }
    case 'argon2id':
    case 'argon2i':
    case 'argon2d': {
      const saltBytes = salt();
      const { argon2Memory: m, argon2Iterations: t, argon2Parallelism: p } = settings;
      const digest = await argon2Bytes(settings.algorithm, bytes, saltBytes, m, t, p, HASH_BYTES);
      return `$${settings.algorithm}$v=19$m=${m},t=${t},p=${p}$${b64(saltBytes)}$${b64(digest)}`;
    }
    case 'scrypt': {
      const saltBytes = salt();
      const { scryptLogN: ln, scryptBlockSize: r, scryptParallelism: p } = settings;
      const digest = await scryptBytes(bytes, saltBytes, ln, r, p, HASH_BYTES);
      return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(saltBytes)}$${b64(digest)}`;
    }
    case 'pbkdf2-sha256':
    case 'pbkdf2-sha512': {
      const saltBytes = salt();
      const digestName = settings.algorithm === 'pbkdf2-sha256' ? 'sha256' : 'sha512';
      const iterations = digestName === 'sha256' ? settings.pbkdf2Sha256Iterations : settings.pbkdf2Sha512Iterations;
      const digest = await pbkdf2Bytes(digestName, bytes, saltBytes, iterations, digestName === 'sha256' ? 32 : 64);
      return `$pbkdf2-${digestName}$${iterations}$${ab64(saltBytes)}$${ab64(digest)}`;
    }
    case 'sha512-crypt':
    case 'sha256-crypt': {
      const rounds = settings.shaCryptRounds;
      return shaCrypt(bytes, { variant: settings.algorithm === 'sha512-crypt' ? 'sha512' : 'sha256', rounds, explicitRounds: rounds !== SHA_CRYPT_DEFAULT_ROUNDS, salt: cryptSalt(16, random) }, onProgress);
    }
    case 'apr1':
      return md5Crypt(bytes, cryptSalt(8, random), '$apr1$');
    case 'ldap-sha1':
      return `{SHA}${bytesToBase64(sha1(bytes))}`;
  }
}

/**
 * An htpasswd line for Apache or nginx: `user:hash`, bcrypt written `$2y$` as `htpasswd -B` does.
 * Throws `invalidUsername` for an empty name or one with a colon or a line break.
 */
export function htpasswdLine(username: string, hash: string): string {
  if (username === '' || /[:\r\n]/.test(username)) throw new ToolInputError('invalidUsername');
  return `${username}:${hash.replace(/^\$2[ab]\$/, '$2y$')}`;
}

/** A new htpasswd line (htpasswd -B, -m, -2, -5, -s). */
export async function generateHtpasswd(password: string, username: string, algorithm: HtpasswdAlgorithm, settings: Omit<GenerateSettings, 'algorithm'>, random: RandomSource = cryptoRandom): Promise<string> {
  htpasswdLine(username, '');
  return htpasswdLine(username, await generateHash(password, { ...settings, algorithm }, random));
}

export interface Verdict {
  match: boolean;
  recognized: RecognizedHash;
}

/** The last `$`-separated part of a crypt string: its digest. */
const digestPart = (hash: string) => hash.slice(hash.lastIndexOf('$') + 1);

async function matches(bytes: Uint8Array, hash: string, parsed: ParsedHash, onProgress?: ProgressCallback): Promise<boolean> {
  switch (parsed.kind) {
    case 'bcrypt':
      return (await bcryptDigest(bytes, bcryptSaltBytes(parsed.salt), parsed.cost)) === parsed.digest;
    case 'argon2':
      return constantTimeEqual(await argon2Bytes(parsed.variant, bytes, parsed.salt, parsed.memory, parsed.iterations, parsed.parallelism, parsed.digest.length), parsed.digest);
    case 'scrypt':
      return constantTimeEqual(await scryptBytes(bytes, parsed.salt, parsed.logN, parsed.blockSize, parsed.parallelism, parsed.digest.length), parsed.digest);
    case 'pbkdf2':
      return constantTimeEqual(await pbkdf2Bytes(parsed.digestName, bytes, parsed.salt, parsed.iterations, parsed.digest.length), parsed.digest);
    case 'sha-crypt':
      return digestPart(shaCrypt(bytes, parsed, onProgress)) === digestPart(hash);
    case 'md5-crypt':
      return digestPart(md5Crypt(bytes, parsed.salt, parsed.magic)) === digestPart(hash);
    case 'ldap-sha1': {
      const salted = new Uint8Array(bytes.length + parsed.salt.length);
      salted.set(bytes);
      salted.set(parsed.salt, bytes.length);
      return constantTimeEqual(sha1(salted), parsed.digest);
    }
  }
}

/**
 * Whether `password` matches the hash (or htpasswd / shadow line) `hashText`, and the format
 * recognised. Throws `emptyHash`, `unknownFormat`, `unsupportedFormat` or `malformedHash`.
 */
export async function verifyPassword(password: string, hashText: string, onProgress?: ProgressCallback): Promise<Verdict> {
  const recognized = recognizeHash(hashText);
  const match = await matches(utf8Encode(password), recognized.hash, recognized.parsed, onProgress);
  return { match, recognized };
}
