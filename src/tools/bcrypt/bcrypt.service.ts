/**
 * Bcrypt: hashing with a fresh random salt, comparing against `$2a$`/`$2b$`/`$2y$` hashes, parsing
 * a hash into its parts, htpasswd lines. This module runs in Node (unit tests) and in the tool's
 * worker (the screen never hashes on the main thread).
 *
 * Two implementations compute the same hashes (the unit tests compare them on every length and
 * kind of password): hash-wasm's WebAssembly bcrypt (~58 ms at cost 10 where bcryptjs takes ~73,
 * and steadier in a worker) for one-go hashing, and bcryptjs, the spec's library, when progress is
 * wanted (high costs: it yields between rounds to report it) and for its salt Base64.
 */
import bcrypt from 'bcryptjs';
import { bcrypt as wasmBcrypt } from 'hash-wasm';
import { utf8Length } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const MIN_ROUNDS = 4;
export const MAX_ROUNDS = 31;
export const DEFAULT_ROUNDS = 10;
/** From this cost on the screen warns that hashing can take a long while. */
export const HIGH_COST_ROUNDS = 15;
/** bcrypt only reads this many bytes of the password. */
export const MAX_PASSWORD_BYTES = 72;

/** What the compare field accepts: version 2a/2b/2y, cost 04–31, 22 salt + 31 digest characters. */
export const BCRYPT_HASH_PATTERN = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;
/** What this tool produces. */
export const BCRYPT_OUTPUT_PATTERN = /^\$2b\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;

/**
 * The cost from the "Salt rounds" field: an integer 4–31, never clamped.
 * Throws `invalidRounds` for anything else (3, 32, 10.5, empty, text).
 */
export function parseRounds(value: number | string): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < MIN_ROUNDS || number > MAX_ROUNDS) throw new ToolInputError('invalidRounds');
  return number;
}

/** `$2b$` + two-digit cost + `$` + 22 characters encoding 16 random bytes (bcrypt's own Base64). */
export function generateSalt(rounds: number, random: RandomSource = cryptoRandom): string {
  const cost = parseRounds(rounds);
  const bytes = random.getRandomValues(new Uint8Array(16));
  return `$2b$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(Array.from(bytes), 16)}`;
}

export type ProgressCallback = (done: number, total: number) => void;

const SALT_PREFIX = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{22}$/;

/**
 * The hash in one go with the WebAssembly bcrypt. It takes the password's bytes, which bcrypt
 * reads up to 72 (then a NUL when shorter): the first 72 UTF-8 bytes, and for an empty password a
 * single NUL, whose key schedule is the same all-zero key. It writes `$2a$`: the version is
 * relabelled (2a and 2b hash alike within 72 bytes).
 */
async function wasmHash(text: string, version: string, cost: number, saltText: string): Promise<string> {
  const salt = Uint8Array.from(bcrypt.decodeBase64(saltText, 16));
  const bytes = new TextEncoder().encode(text).subarray(0, MAX_PASSWORD_BYTES);
  const encoded = await wasmBcrypt({ password: bytes.length > 0 ? bytes : new Uint8Array(1), salt, costFactor: cost, outputType: 'encoded' });
  return `$${version}$${encoded.slice(4)}`;
}

/**
 * Hash with a given salt (`$2b$10$` + 22 characters); progress is reported as per-mille of the rounds.
 * Without a progress callback the hash runs in one go (WebAssembly); with one, bcryptjs's
 * asynchronous form yields between rounds to report it (20–80 % slower: the worker asks for
 * progress only at costs where hashing takes seconds).
 */
export function hashWithSalt(text: string, salt: string, onProgress?: ProgressCallback): Promise<string> {
  if (!onProgress) {
    if (!SALT_PREFIX.test(salt)) return Promise.reject(new Error(`Invalid salt: ${salt}`));
    return wasmHash(text, salt.slice(1, 3), Number(salt.slice(4, 6)), salt.slice(7));
  }
  return new Promise((resolve, reject) => {
    bcrypt.hash(
      text,
      salt,
      (error, hash) => (error ? reject(error) : resolve(hash as string)),
      (fraction) => onProgress?.(Math.round(fraction * 1000), 1000),
    );
  });
}

export interface HashResult {
  hash: string;
  /** Time the hashing took, in milliseconds. */
  milliseconds: number;
}

/** A fresh hash of `text` at cost `rounds` (new random salt each call), with its duration. */
export async function hashString(text: string, rounds: number, options: { random?: RandomSource; onProgress?: ProgressCallback } = {}): Promise<HashResult> {
  const salt = generateSalt(rounds, options.random);
  const start = performance.now();
  const hash = await hashWithSalt(text, salt, options.onProgress);
  return { hash, milliseconds: performance.now() - start };
}

export interface ParsedBcryptHash {
  /** `2a`, `2b` or `2y`. */
  version: string;
  cost: number;
  /** The 22-character salt. */
  salt: string;
  /** The 31-character digest. */
  digest: string;
}

/**
 * The parts of a hash, after trimming surrounding spaces; undefined for an empty field.
 * Throws `invalidHash` for anything not in the accepted format.
 */
export function parseBcryptHash(hash: string): ParsedBcryptHash | undefined {
  const trimmed = hash.trim();
  if (trimmed === '') return undefined;
  if (!BCRYPT_HASH_PATTERN.test(trimmed)) throw new ToolInputError('invalidHash');
  return { version: trimmed.slice(1, 3), cost: Number(trimmed.slice(4, 6)), salt: trimmed.slice(7, 29), digest: trimmed.slice(29) };
}

/**
 * Whether `text` matches `hash`: false for an empty hash; throws `invalidHash` for a malformed one.
 * The three versions hash alike for strings of at most 72 bytes, which is all bcrypt reads.
 */
export function compareWithHash(text: string, hash: string, onProgress?: ProgressCallback): Promise<boolean> {
  const parsed = parseBcryptHash(hash);
  if (!parsed) return Promise.resolve(false);
  if (!onProgress) return wasmHash(text, parsed.version, parsed.cost, parsed.salt).then((computed) => sameText(computed, hash.trim()));
  return new Promise((resolve, reject) => {
    bcrypt.compare(
      text,
      hash.trim(),
      (error, same) => (error ? reject(error) : resolve(Boolean(same))),
      (fraction) => onProgress?.(Math.round(fraction * 1000), 1000),
    );
  });
}

/** Compares two strings of equal length without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** True when bcrypt would ignore part of the string (more than 72 UTF-8 bytes). */
export function isTruncated(text: string): boolean {
  return utf8Length(text) > MAX_PASSWORD_BYTES;
}

/**
 * An Apache/nginx htpasswd line `user:$2y$…`: the `$2y$` prefix is what `htpasswd -B` writes and
 * what every reader accepts (the hash itself is identical). Empty for an empty user name; throws
 * `invalidUsername` for a name containing a colon or a line break (they would break the file).
 */
export function htpasswdLine(username: string, hash: string): string {
  if (username === '' || hash === '') return '';
  if (/[:\r\n]/.test(username)) throw new ToolInputError('invalidUsername');
  return `${username}:${hash.replace(/^\$2[ab]\$/, '$2y$')}`;
}
