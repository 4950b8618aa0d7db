/**
 * Recognising a password hash by its shape and reading its parameters, without computing anything:
 * the screen describes a pasted hash at once with this, the service verifies with it. Light code
 * (no hash library), so the screen can import it.
 *
 * The formats, and where each is written:
 * - bcrypt `$2a$`/`$2b$`/`$2y$` (OpenBSD, PHP, htpasswd -B);
 * - Argon2 PHC strings `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (the reference implementation, libsodium, argon2-cffi);
 * - scrypt as passlib writes it `$scrypt$ln=…,r=…,p=…$salt$hash`, and libxcrypt's `$7$`;
 * - PBKDF2 as passlib writes it `$pbkdf2-sha256$rounds$salt$hash` (also `-sha512`, and `$pbkdf2$` for SHA-1),
 *   Django's `pbkdf2_sha256$rounds$salt$hash`, Werkzeug's `pbkdf2:sha256:rounds$salt$hex` and `scrypt:n:r:p$salt$hex`;
 * - SHA-256/512-crypt `$5$`/`$6$` (glibc, libxcrypt, /etc/shadow), MD5-crypt `$1$`, Apache's APR1 `$apr1$`;
 * - htpasswd's `{SHA}` and nginx's `{SSHA}`;
 * - yescrypt `$y$` and `$gy$`, recognised but not verified.
 * A hash may come as an htpasswd line `user:hash`, an /etc/shadow line `user:hash:…`, or with a
 * Dovecot scheme prefix `{SHA512-CRYPT}$6$…`.
 */
import { base64ToBytes } from '../../lib/crypto-encoding/bytes';
import { ToolInputError } from '../../lib/errors';
import { CRYPT_ALPHABET } from './crypt-alphabet';

export type ParsedHash =
  | { kind: 'bcrypt'; version: '2a' | '2b' | '2y'; cost: number; salt: string; digest: string }
  | { kind: 'argon2'; variant: 'argon2id' | 'argon2i' | 'argon2d'; version: number; memory: number; iterations: number; parallelism: number; salt: Uint8Array; digest: Uint8Array }
  | { kind: 'scrypt'; style: 'passlib' | 'crypt' | 'werkzeug'; logN: number; blockSize: number; parallelism: number; salt: Uint8Array; digest: Uint8Array }
  | { kind: 'pbkdf2'; style: 'passlib' | 'django' | 'werkzeug'; digestName: 'sha1' | 'sha256' | 'sha512'; iterations: number; salt: Uint8Array; digest: Uint8Array }
  | { kind: 'sha-crypt'; variant: 'sha256' | 'sha512'; rounds: number; explicitRounds: boolean; salt: string }
  | { kind: 'md5-crypt'; magic: '$1$' | '$apr1$'; salt: string }
  | { kind: 'ldap-sha1'; salted: boolean; digest: Uint8Array; salt: Uint8Array };

export interface RecognizedHash {
  /** The hash itself (without a user name, shadow fields or scheme prefix). */
  hash: string;
  /** The user of an htpasswd or /etc/shadow line. */
  user?: string;
  parsed: ParsedHash;
}

/** What a hash's format is called (stable ids, the same in every language). */
export type FormatName =
  | 'bcrypt'
  | 'argon2id'
  | 'argon2i'
  | 'argon2d'
  | 'scrypt-passlib'
  | 'scrypt-crypt'
  | 'scrypt-werkzeug'
  | 'pbkdf2-passlib'
  | 'pbkdf2-django'
  | 'pbkdf2-werkzeug'
  | 'sha512-crypt'
  | 'sha256-crypt'
  | 'md5-crypt'
  | 'apr1'
  | 'ldap-sha1'
  | 'ldap-ssha';

const BCRYPT = /^\$2([abyx])\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;
const ARGON2 = /^\$(argon2id|argon2i|argon2d)\$(?:v=(\d+)\$)?m=(\d+),t=(\d+),p=(\d+)((?:,[a-z]+=[^$,]*)*)\$([A-Za-z0-9+/]*)\$([A-Za-z0-9+/]+)$/;
const SCRYPT_PASSLIB = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/.]*)\$([A-Za-z0-9+/.]+)$/;
const SCRYPT_CRYPT = /^\$7\$([./A-Za-z0-9])([./A-Za-z0-9]{5})([./A-Za-z0-9]{5})([^$]*)\$([./A-Za-z0-9]{43})$/;
const SCRYPT_WERKZEUG = /^scrypt:(\d+):(\d+):(\d+)\$([^$]+)\$([0-9a-f]+)$/;
const PBKDF2_PASSLIB = /^\$pbkdf2(-sha256|-sha512)?\$(\d+)\$([./A-Za-z0-9]*)\$([./A-Za-z0-9]+)$/;
const PBKDF2_DJANGO = /^pbkdf2_(sha256|sha1)\$(\d+)\$([^$]+)\$([A-Za-z0-9+/]+={0,2})$/;
const PBKDF2_WERKZEUG = /^pbkdf2:(sha256|sha512|sha1):(\d+)\$([^$]+)\$([0-9a-f]+)$/;
const SHA_CRYPT = /^\$([56])\$(?:rounds=(\d+)\$)?([^$:\n]{0,16})\$([./0-9A-Za-z]+)$/;
const MD5_CRYPT = /^(\$1\$|\$apr1\$)([^$:\n]{0,8})\$([./0-9A-Za-z]{22})$/;
const LDAP_SHA = /^\{(SHA|SSHA)\}([A-Za-z0-9+/]+={0,2})$/;
/** Recognised, not verified: yescrypt and its GOST variant (Debian's and Fedora's default in /etc/shadow). */
const YESCRYPT = /^\$(y|gy)\$[./A-Za-z0-9]+\$[./A-Za-z0-9]*\$[./A-Za-z0-9]{43}$/;
/** Other crypt(3) formats, recognised by their prefix only. */
const OTHER_CRYPT: readonly [RegExp, string][] = [
  [/^\$2x\$/, 'bcrypt $2x$ (crypt_blowfish’s bug-compatible variant)'],
  [/^\$md5[$,]/, 'SunMD5 ($md5$)'],
  [/^\$sha1\$/, 'NetBSD SHA-1 crypt ($sha1$)'],
  [/^\$3\$\$/, 'NT hash ($3$)'],
  [/^_[./0-9A-Za-z]{19}$/, 'BSDi extended DES crypt'],
];

const DIGEST_SIZES = { sha1: 20, sha256: 32, sha512: 64 } as const;

/** The largest parameters verified (larger ones are surely not a real hash, and would not fit in memory). */
export const LIMITS = {
  argon2MemoryKiB: 1024 * 1024,
  argon2Iterations: 1000,
  argon2Parallelism: 64,
  scryptLogN: 22,
  scryptMemoryBytes: 1024 * 1024 * 1024,
  pbkdf2Iterations: 100_000_000,
} as const;

/** Passlib's "adapted Base64": RFC 4648's alphabet with `.` for `+`, no padding. */
export function ab64Decode(text: string): Uint8Array {
  return base64ToBytes(text.replace(/\./g, '+'));
}

/** RFC 4648 Base64 without padding (PHC strings, passlib's scrypt). */
function b64Decode(text: string): Uint8Array {
  return base64ToBytes(text);
}

/** bcrypt's Base64: RFC 4648's bit order with the alphabet `./A-Za-z0-9`, no padding. */
const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The 16 bytes of a bcrypt salt (its 22 characters). */
export function bcryptSaltBytes(salt: string): Uint8Array {
  let standard = '';
  for (const character of salt) standard += STANDARD_ALPHABET[BCRYPT_ALPHABET.indexOf(character)];
  return base64ToBytes(standard).subarray(0, 16);
}

function hexDecode(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** A 30-bit number in libxcrypt's `$7$` encoding: five characters, least significant first. */
function decodeCryptNumber(text: string): number {
  let value = 0;
  for (let index = text.length - 1; index >= 0; index -= 1) value = value * 64 + CRYPT_ALPHABET.indexOf(text[index]!);
  return value;
}

function malformed(format: string, detail: string): never {
  throw new ToolInputError('malformedHash', { params: { format }, detail });
}

function checkRange(format: string, name: string, value: number, min: number, max: number) {
  if (!Number.isSafeInteger(value) || value < min || value > max) malformed(format, `${name} must be between ${min} and ${max} (here ${value})`);
}

/**
 * The format and parameters of one hash (no line around it); throws `unsupportedFormat` for a
 * format that is recognised but not verified, `malformedHash` for a known prefix with a broken body,
 * and returns undefined for an unknown shape.
 */
export function parseHash(hash: string): ParsedHash | undefined {
  let match = BCRYPT.exec(hash);
  if (match) {
    const version = match[1]!;
    if (version === 'x') throw new ToolInputError('unsupportedFormat', { params: { format: 'bcrypt $2x$' } });
    const cost = Number(match[2]);
    checkRange('bcrypt', 'cost', cost, 4, 31);
    return { kind: 'bcrypt', version: `2${version}` as '2a' | '2b' | '2y', cost, salt: match[3]!, digest: match[4]! };
  }
  if (hash.startsWith('$2')) malformed('bcrypt', 'expected $2b$, two cost digits, $, then 53 characters of bcrypt Base64');

  match = ARGON2.exec(hash);
  if (match) {
    const variant = match[1] as 'argon2id' | 'argon2i' | 'argon2d';
    const version = match[2] === undefined ? 16 : Number(match[2]);
    if (version !== 19) throw new ToolInputError('unsupportedFormat', { params: { format: `${variant} v=${version} (Argon2 1.0)` } });
    if (match[6]) throw new ToolInputError('unsupportedFormat', { params: { format: `${variant} with ${match[6].slice(1)}` } });
    const memory = Number(match[3]);
    const iterations = Number(match[4]);
    const parallelism = Number(match[5]);
    checkRange(variant, 'p', parallelism, 1, LIMITS.argon2Parallelism);
    checkRange(variant, 'm', memory, 8 * parallelism, LIMITS.argon2MemoryKiB);
    checkRange(variant, 't', iterations, 1, LIMITS.argon2Iterations);
    const salt = decodeOrMalformed(variant, 'salt', () => b64Decode(match![7]!));
    const digest = decodeOrMalformed(variant, 'hash', () => b64Decode(match![8]!));
    if (salt.length < 8) malformed(variant, 'the salt must be at least 8 bytes');
    if (digest.length < 4) malformed(variant, 'the hash must be at least 4 bytes');
    return { kind: 'argon2', variant, version, memory, iterations, parallelism, salt, digest };
  }
  if (hash.startsWith('$argon2')) malformed('Argon2', 'expected $argon2id$v=19$m=…,t=…,p=…$salt$hash');

  match = SCRYPT_PASSLIB.exec(hash);
  if (match) {
    const logN = Number(match[1]);
    const blockSize = Number(match[2]);
    const parallelism = Number(match[3]);
    checkScrypt('scrypt', logN, blockSize, parallelism);
    return {
      kind: 'scrypt',
      style: 'passlib',
      logN,
      blockSize,
      parallelism,
      salt: decodeOrMalformed('scrypt', 'salt', () => ab64Decode(match![4]!)),
      digest: decodeOrMalformed('scrypt', 'hash', () => ab64Decode(match![5]!)),
    };
  }
  if (hash.startsWith('$scrypt$')) malformed('scrypt', 'expected $scrypt$ln=…,r=…,p=…$salt$hash');

  match = SCRYPT_CRYPT.exec(hash);
  if (match) {
    const logN = CRYPT_ALPHABET.indexOf(match[1]!);
    const blockSize = decodeCryptNumber(match[2]!);
    const parallelism = decodeCryptNumber(match[3]!);
    checkScrypt('scrypt $7$', logN, blockSize, parallelism);
    return { kind: 'scrypt', style: 'crypt', logN, blockSize, parallelism, salt: new TextEncoder().encode(match[4]!), digest: decodeCryptBytes(match[5]!, 32) };
  }
  if (hash.startsWith('$7$')) malformed('scrypt $7$', 'expected $7$, N, r and p (11 characters), the salt, $ and 43 characters');

  match = SCRYPT_WERKZEUG.exec(hash);
  if (match) {
    const n = Number(match[1]);
    const logN = Math.log2(n);
    if (!Number.isInteger(logN)) malformed('scrypt (Werkzeug)', `n must be a power of two (here ${n})`);
    const blockSize = Number(match[2]);
    const parallelism = Number(match[3]);
    checkScrypt('scrypt (Werkzeug)', logN, blockSize, parallelism);
    if (match[5]!.length % 2 !== 0) malformed('scrypt (Werkzeug)', 'the hash is not whole bytes of hexadecimal');
    return { kind: 'scrypt', style: 'werkzeug', logN, blockSize, parallelism, salt: new TextEncoder().encode(match[4]!), digest: hexDecode(match[5]!) };
  }

  match = PBKDF2_PASSLIB.exec(hash);
  if (match) {
    const digestName = match[1] === '-sha512' ? 'sha512' : match[1] === '-sha256' ? 'sha256' : 'sha1';
    const iterations = Number(match[2]);
    checkRange('PBKDF2', 'rounds', iterations, 1, LIMITS.pbkdf2Iterations);
    const digest = decodeOrMalformed('PBKDF2', 'hash', () => ab64Decode(match![4]!));
    if (digest.length !== DIGEST_SIZES[digestName]) malformed(`PBKDF2-${digestName.toUpperCase()}`, `the hash must be ${DIGEST_SIZES[digestName]} bytes`);
    return { kind: 'pbkdf2', style: 'passlib', digestName, iterations, salt: decodeOrMalformed('PBKDF2', 'salt', () => ab64Decode(match![3]!)), digest };
  }
  if (hash.startsWith('$pbkdf2')) malformed('PBKDF2', 'expected $pbkdf2-sha256$rounds$salt$hash');

  match = PBKDF2_DJANGO.exec(hash);
  if (match) {
    const digestName = match[1] as 'sha1' | 'sha256';
    const iterations = Number(match[2]);
    checkRange('PBKDF2 (Django)', 'iterations', iterations, 1, LIMITS.pbkdf2Iterations);
    const digest = decodeOrMalformed('PBKDF2 (Django)', 'hash', () => b64Decode(match![4]!));
    if (digest.length !== DIGEST_SIZES[digestName]) malformed('PBKDF2 (Django)', `the hash must be ${DIGEST_SIZES[digestName]} bytes`);
    return { kind: 'pbkdf2', style: 'django', digestName, iterations, salt: new TextEncoder().encode(match[3]!), digest };
  }

  match = PBKDF2_WERKZEUG.exec(hash);
  if (match) {
    const iterations = Number(match[2]);
    checkRange('PBKDF2 (Werkzeug)', 'iterations', iterations, 1, LIMITS.pbkdf2Iterations);
    if (match[4]!.length % 2 !== 0) malformed('PBKDF2 (Werkzeug)', 'the hash is not whole bytes of hexadecimal');
    return { kind: 'pbkdf2', style: 'werkzeug', digestName: match[1] as 'sha1' | 'sha256' | 'sha512', iterations, salt: new TextEncoder().encode(match[3]!), digest: hexDecode(match[4]!) };
  }

  match = SHA_CRYPT.exec(hash);
  if (match) {
    const variant = match[1] === '6' ? 'sha512' : 'sha256';
    const length = variant === 'sha512' ? 86 : 43;
    const format = variant === 'sha512' ? 'SHA-512-crypt' : 'SHA-256-crypt';
    if (match[4]!.length !== length) malformed(format, `the hash part must be ${length} characters (here ${match[4]!.length})`);
    const explicitRounds = match[2] !== undefined;
    const rounds = explicitRounds ? Number(match[2]) : 5000;
    if (!Number.isSafeInteger(rounds)) malformed(format, 'rounds is not a number');
    return { kind: 'sha-crypt', variant, rounds, explicitRounds, salt: match[3]! };
  }
  if (/^\$[56]\$/.test(hash)) malformed(hash[1] === '6' ? 'SHA-512-crypt' : 'SHA-256-crypt', 'expected $6$[rounds=N$]salt$hash, a salt of at most 16 characters');

  match = MD5_CRYPT.exec(hash);
  if (match) return { kind: 'md5-crypt', magic: match[1] as '$1$' | '$apr1$', salt: match[2]! };
  if (hash.startsWith('$apr1$')) malformed('APR1-MD5', 'expected $apr1$salt$hash, a salt of at most 8 characters and 22 hash characters');
  if (hash.startsWith('$1$')) malformed('MD5-crypt', 'expected $1$salt$hash, a salt of at most 8 characters and 22 hash characters');

  match = LDAP_SHA.exec(hash);
  if (match) {
    const salted = match[1] === 'SSHA';
    const bytes = decodeOrMalformed(`{${match[1]!}}`, 'Base64', () => b64Decode(match![2]!));
    if (salted ? bytes.length <= 20 : bytes.length !== 20) malformed(`{${match[1]!}}`, salted ? 'expected a 20-byte SHA-1 digest followed by the salt' : 'expected a 20-byte SHA-1 digest');
    return { kind: 'ldap-sha1', salted, digest: bytes.slice(0, 20), salt: bytes.slice(20) };
  }

  if (YESCRYPT.test(hash)) throw new ToolInputError('unsupportedFormat', { params: { format: hash.startsWith('$gy$') ? 'GOST yescrypt ($gy$)' : 'yescrypt ($y$)' } });
  for (const [pattern, format] of OTHER_CRYPT) if (pattern.test(hash)) throw new ToolInputError('unsupportedFormat', { params: { format } });
  return undefined;
}

function checkScrypt(format: string, logN: number, blockSize: number, parallelism: number) {
  checkRange(format, 'log2 N', logN, 1, LIMITS.scryptLogN);
  checkRange(format, 'r', blockSize, 1, 1024);
  checkRange(format, 'p', parallelism, 1, 1024);
  if (128 * blockSize * 2 ** logN > LIMITS.scryptMemoryBytes) malformed(format, 'N × r needs more than 1 GiB of memory');
}

function decodeOrMalformed(format: string, part: string, decode: () => Uint8Array): Uint8Array {
  try {
    return decode();
  } catch {
    return malformed(format, `the ${part} is not valid Base64`);
  }
}

/** Bytes of libxcrypt's little-endian crypt Base64 (`$7$`, yescrypt): four characters per three bytes, least significant first. */
export function decodeCryptBytes(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let byteIndex = 0;
  for (let offset = 0; offset < text.length && byteIndex < length; offset += 4) {
    let value = 0;
    const chunk = text.slice(offset, offset + 4);
    for (let index = chunk.length - 1; index >= 0; index -= 1) value = value * 64 + CRYPT_ALPHABET.indexOf(chunk[index]!);
    for (let count = 0; count < 3 && byteIndex < length; count += 1) {
      out[byteIndex] = value & 0xff;
      value >>>= 8;
      byteIndex += 1;
    }
  }
  return out;
}

/** libxcrypt's little-endian crypt Base64 of bytes (the inverse of decodeCryptBytes). */
export function encodeCryptBytes(bytes: Uint8Array): string {
  let out = '';
  for (let offset = 0; offset < bytes.length; offset += 3) {
    const count = Math.min(3, bytes.length - offset);
    let value = 0;
    for (let index = 0; index < count; index += 1) value |= bytes[offset + index]! << (8 * index);
    for (let bits = 0; bits < count * 8; bits += 6) {
      out += CRYPT_ALPHABET[value & 0x3f];
      value >>>= 6;
    }
  }
  return out;
}

/** A Dovecot scheme prefix before a crypt hash: `{SHA512-CRYPT}$6$…`, `{BLF-CRYPT}$2y$…`, `{ARGON2ID}$argon2id$…`. */
const SCHEME_PREFIX = /^\{[A-Z0-9.-]+\}(?=\$)/;

/**
 * The hash in a pasted text — a hash alone, an htpasswd line `user:hash`, an /etc/shadow line
 * `user:hash:…` — with its format. Surrounding spaces are ignored. Throws `emptyHash`,
 * `unknownFormat`, `unsupportedFormat` or `malformedHash`.
 */
export function recognizeHash(text: string): RecognizedHash {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('emptyHash');
  const whole = parseHash(trimmed.replace(SCHEME_PREFIX, ''));
  if (whole) return { hash: trimmed.replace(SCHEME_PREFIX, ''), parsed: whole };
  const fields = trimmed.split(':');
  if (fields.length >= 2 && fields[0] !== '' && !/\s/.test(fields[0]!)) {
    const candidate = fields[1]!.replace(SCHEME_PREFIX, '');
    if (/^[!*]/.test(candidate) && candidate.length <= 2 && fields.length > 2) throw new ToolInputError('lockedAccount', { params: { user: fields[0]! } });
    const parsed = parseHash(candidate.replace(/^!/, ''));
    if (parsed) return { hash: candidate.replace(/^!/, ''), user: fields[0]!, parsed };
  }
  throw new ToolInputError('unknownFormat');
}

/** The stable name of a parsed hash's format. */
export function formatName(parsed: ParsedHash): FormatName {
  switch (parsed.kind) {
    case 'bcrypt':
      return 'bcrypt';
    case 'argon2':
      return parsed.variant;
    case 'scrypt':
      return parsed.style === 'passlib' ? 'scrypt-passlib' : parsed.style === 'crypt' ? 'scrypt-crypt' : 'scrypt-werkzeug';
    case 'pbkdf2':
      return parsed.style === 'passlib' ? 'pbkdf2-passlib' : parsed.style === 'django' ? 'pbkdf2-django' : 'pbkdf2-werkzeug';
    case 'sha-crypt':
      return parsed.variant === 'sha512' ? 'sha512-crypt' : 'sha256-crypt';
    case 'md5-crypt':
      return parsed.magic === '$apr1$' ? 'apr1' : 'md5-crypt';
    case 'ldap-sha1':
      return parsed.salted ? 'ldap-ssha' : 'ldap-sha1';
  }
}

/**
 * The format in words, in the same terms in every language (names and parameters are technical):
 * `SHA-512-crypt ($6$), rounds=5000`, `Argon2id v19, m=19456 KiB, t=2, p=1`.
 */
export function describeHash(parsed: ParsedHash): string {
  switch (parsed.kind) {
    case 'bcrypt':
      return `bcrypt ($${parsed.version}$), cost ${parsed.cost}`;
    case 'argon2':
      return `${parsed.variant === 'argon2id' ? 'Argon2id' : parsed.variant === 'argon2i' ? 'Argon2i' : 'Argon2d'} v${parsed.version}, m=${parsed.memory} KiB, t=${parsed.iterations}, p=${parsed.parallelism}`;
    case 'scrypt': {
      const style = parsed.style === 'passlib' ? 'passlib $scrypt$' : parsed.style === 'crypt' ? '$7$' : 'Werkzeug';
      return `scrypt (${style}), N=2^${parsed.logN}, r=${parsed.blockSize}, p=${parsed.parallelism}`;
    }
    case 'pbkdf2': {
      const name = parsed.digestName === 'sha1' ? 'SHA1' : parsed.digestName === 'sha256' ? 'SHA256' : 'SHA512';
      const style = parsed.style === 'passlib' ? 'passlib' : parsed.style === 'django' ? 'Django' : 'Werkzeug';
      return `PBKDF2-HMAC-${name} (${style}), ${parsed.iterations} iterations`;
    }
    case 'sha-crypt':
      return `${parsed.variant === 'sha512' ? 'SHA-512-crypt ($6$)' : 'SHA-256-crypt ($5$)'}, rounds=${Math.min(999_999_999, Math.max(1000, parsed.rounds))}`;
    case 'md5-crypt':
      return parsed.magic === '$apr1$' ? 'APR1-MD5 ($apr1$)' : 'MD5-crypt ($1$)';
    case 'ldap-sha1':
      return parsed.salted ? 'salted SHA-1 ({SSHA})' : 'SHA-1 ({SHA})';
  }
}

/** A rough cost of verifying, in the time of one SHA-512-crypt at 5000 rounds (~15 ms): for `costly`. */
export function verifyCost(parsed: ParsedHash): number {
  switch (parsed.kind) {
    case 'bcrypt':
      return 2 ** (parsed.cost - 4) / 8;
    case 'argon2':
      return (parsed.memory * parsed.iterations) / 4000;
    case 'scrypt':
      return (2 ** parsed.logN * parsed.blockSize * parsed.parallelism) / 20_000;
    case 'pbkdf2':
      return parsed.iterations / 60_000;
    case 'sha-crypt':
      return parsed.rounds / 5000;
    default:
      return 0.1;
  }
}
