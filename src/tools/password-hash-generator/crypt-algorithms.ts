/**
 * The crypt(3) algorithms written from their specifications (no library implements them for the
 * browser): SHA-256-crypt and SHA-512-crypt (`$5$`, `$6$`) from Ulrich Drepper's "Unix crypt using
 * SHA-256 and SHA-512" (2007), MD5-crypt (`$1$`, Poul-Henning Kamp's FreeBSD algorithm) and its
 * Apache variant APR1 (`$apr1$`, the same with another magic string). The digests are
 * @noble/hashes'. Pure TypeScript: Node, the page and the workers.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8Encode } from '../../lib/crypto-encoding';
import { CRYPT_ALPHABET } from './crypt-alphabet';

/** `count` characters of the low bits of `value`, least significant group first (crypt's `b64_from_24bit`). */
function to64(value: number, count: number): string {
  let out = '';
  let rest = value;
  for (let index = 0; index < count; index += 1) {
    out += CRYPT_ALPHABET[rest & 0x3f];
    rest >>>= 6;
  }
  return out;
}

/** A digest written as crypt writes it: groups of three bytes in the given order, four characters each (fewer for the last group). */
function encodeGroups(digest: Uint8Array, groups: readonly (readonly number[])[]): string {
  let out = '';
  for (const group of groups) {
    const [a, b, c] = group.length === 3 ? group : group.length === 2 ? [-1, group[0]!, group[1]!] : [-1, -1, group[0]!];
    const byte = (index: number | undefined) => (index === undefined || index < 0 ? 0 : digest[index]!);
    const value = (byte(a) << 16) | (byte(b) << 8) | byte(c);
    out += to64(value, group.length + 1);
  }
  return out;
}

/** Drepper's byte order for SHA-512-crypt: 21 groups of three, then byte 63 alone (86 characters). */
const SHA512_GROUPS: readonly (readonly number[])[] = [
  [0, 21, 42], [22, 43, 1], [44, 2, 23], [3, 24, 45], [25, 46, 4], [47, 5, 26], [6, 27, 48], [28, 49, 7], [50, 8, 29], [9, 30, 51], [31, 52, 10],
  [53, 11, 32], [12, 33, 54], [34, 55, 13], [56, 14, 35], [15, 36, 57], [37, 58, 16], [59, 17, 38], [18, 39, 60], [40, 61, 19], [62, 20, 41], [63],
];

/** Drepper's byte order for SHA-256-crypt: ten groups of three, then bytes 31 and 30 (43 characters). */
const SHA256_GROUPS: readonly (readonly number[])[] = [
  [0, 10, 20], [21, 1, 11], [12, 22, 2], [3, 13, 23], [24, 4, 14], [15, 25, 5], [6, 16, 26], [27, 7, 17], [18, 28, 8], [9, 19, 29], [31, 30],
];

/** MD5-crypt's byte order: five groups of three, then byte 11 alone (22 characters). */
const MD5_GROUPS: readonly (readonly number[])[] = [[0, 6, 12], [1, 7, 13], [2, 8, 14], [3, 9, 15], [4, 10, 5], [11]];

export const SHA_CRYPT_DEFAULT_ROUNDS = 5000;
export const SHA_CRYPT_MIN_ROUNDS = 1000;
export const SHA_CRYPT_MAX_ROUNDS = 999_999_999;
/** The longest salt SHA-crypt reads: longer ones are cut. */
export const SHA_CRYPT_MAX_SALT = 16;
/** The longest salt MD5-crypt reads. */
export const MD5_CRYPT_MAX_SALT = 8;

export type ShaCryptVariant = 'sha256' | 'sha512';

export interface ShaCryptSetting {
  variant: ShaCryptVariant;
  /** The rounds, clamped to 1000–999 999 999 as the specification says. */
  rounds: number;
  /** Whether `rounds=` is written (it is when the setting had it, even at 5000). */
  explicitRounds: boolean;
  /** At most 16 characters. */
  salt: string;
}

/** `len` bytes of `block` repeated (the specification's "sequence P" and "sequence S"). */
function repeatTo(block: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += block.length) out.set(block.subarray(0, Math.min(block.length, length - offset)), offset);
  return out;
}

type ProgressCallback = (done: number, total: number) => void;

/** How often the rounds loop reports progress. */
const PROGRESS_EVERY = 20_000;

/**
 * The SHA-crypt digest of a password (its bytes) with a setting (Drepper's steps 1–21), written as
 * `$5$[rounds=N$]salt$hash` or `$6$…`.
 */
export function shaCrypt(password: Uint8Array, setting: ShaCryptSetting, onProgress?: ProgressCallback): string {
  const hash = setting.variant === 'sha512' ? sha512 : sha256;
  const size = setting.variant === 'sha512' ? 64 : 32;
  const salt = utf8Encode(setting.salt).subarray(0, SHA_CRYPT_MAX_SALT);
  const rounds = Math.min(SHA_CRYPT_MAX_ROUNDS, Math.max(SHA_CRYPT_MIN_ROUNDS, setting.rounds));

  // Steps 4–8: digest B of password, salt, password.
  const b = hash(concatBytes(password, salt, password));
  // Steps 1–3, 9–12: digest A.
  const parts: Uint8Array[] = [password, salt, repeatTo(b, password.length)];
  for (let length = password.length; length > 0; length >>>= 1) parts.push((length & 1) !== 0 ? b : password);
  const a = hash(concatBytes(...parts));
  // Steps 13–16: the sequence P, from digest DP of the password repeated once per byte.
  const dp = hash(repeatTo(password, password.length * password.length));
  const p = repeatTo(dp, password.length);
  // Steps 17–20: the sequence S, from digest DS of the salt repeated 16 + A[0] times.
  const ds = hash(repeatTo(salt, salt.length * (16 + a[0]!)));
  const s = repeatTo(ds, salt.length);

  // Step 21: the rounds. Each input is built in one buffer: [C or P][S?][P?][P or C].
  let c: Uint8Array = a;
  const buffer = new Uint8Array(size + s.length + 2 * p.length);
  for (let round = 0; round < rounds; round += 1) {
    let offset = 0;
    const odd = (round & 1) !== 0;
    buffer.set(odd ? p : c, offset);
    offset += odd ? p.length : size;
    if (round % 3 !== 0) {
      buffer.set(s, offset);
      offset += s.length;
    }
    if (round % 7 !== 0) {
      buffer.set(p, offset);
      offset += p.length;
    }
    buffer.set(odd ? c : p, offset);
    offset += odd ? size : p.length;
    c = hash(buffer.subarray(0, offset));
    if (onProgress && round % PROGRESS_EVERY === 0) onProgress(round, rounds);
  }

  const prefix = setting.variant === 'sha512' ? '$6$' : '$5$';
  const roundsPart = setting.explicitRounds ? `rounds=${rounds}$` : '';
  return `${prefix}${roundsPart}${new TextDecoder().decode(salt)}$${encodeGroups(c, setting.variant === 'sha512' ? SHA512_GROUPS : SHA256_GROUPS)}`;
}

/**
 * MD5-crypt (`$1$`) or APR1 (`$apr1$`): 1000 rounds of MD5 over password, salt and the previous
 * digest; the salt is at most 8 characters.
 */
export function md5Crypt(password: Uint8Array, salt: string, magic: '$1$' | '$apr1$'): string {
  const saltBytes = utf8Encode(salt).subarray(0, MD5_CRYPT_MAX_SALT);
  const alternate = md5(concatBytes(password, saltBytes, password));
  const parts: Uint8Array[] = [password, utf8Encode(magic), saltBytes];
  for (let length = password.length; length > 0; length -= 16) parts.push(alternate.subarray(0, Math.min(16, length)));
  // One byte per bit of the length: a NUL for a one, the password's first byte for a zero.
  const zero = new Uint8Array(1);
  const first = password.subarray(0, 1);
  for (let length = password.length; length > 0; length >>>= 1) parts.push((length & 1) !== 0 ? zero : first.length > 0 ? first : zero);
  let digest = md5(concatBytes(...parts));
  for (let round = 0; round < 1000; round += 1) {
    const odd = (round & 1) !== 0;
    const roundParts: Uint8Array[] = [odd ? password : digest];
    if (round % 3 !== 0) roundParts.push(saltBytes);
    if (round % 7 !== 0) roundParts.push(password);
    roundParts.push(odd ? digest : password);
    digest = md5(concatBytes(...roundParts));
  }
  return `${magic}${new TextDecoder().decode(saltBytes)}$${encodeGroups(digest, MD5_GROUPS)}`;
}
