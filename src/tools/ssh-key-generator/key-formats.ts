/**
 * SSH keys in every text form people paste and want back, written from the formats'
 * specifications:
 * - OpenSSH public key lines (RFC 4253 §6.6, RFC 5656, RFC 8709) and RFC 4716 public key files;
 * - OpenSSH private keys (`openssh-key-v1`, PROTOCOL.key in OpenSSH's source), unencrypted or
 *   encrypted with bcrypt_pbkdf and AES (aes256-ctr as ssh-keygen writes; -cbc and -gcm read);
 * - PEM: PKCS#8 (RFC 5208/5958, RFC 8410 for Ed25519), encrypted PKCS#8 (PBES2 with PBKDF2 and
 *   AES-CBC, RFC 8018), PKCS#1 (RFC 8017), SEC1 (RFC 5915), their legacy OpenSSL encryption
 *   (`Proc-Type: 4,ENCRYPTED`, AES-CBC with an MD5-based key), SubjectPublicKeyInfo (RFC 5280);
 * - PuTTY's .ppk files, versions 2 and 3 (PuTTY manual, appendix C), Argon2 (hash-wasm) for v3.
 * Keys: Ed25519, ECDSA on P-256, P-384 and P-521, RSA. Web Crypto does the AES and PBKDF2, and
 * derives a public key from a private one where a format leaves it out (Ed25519 in PKCS#8).
 */
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { argon2d, argon2i, argon2id } from 'hash-wasm';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, bytesToHex, concatBytes, constantTimeEqual, hexToBytes, utf8Encode } from '../../lib/crypto-encoding/bytes';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';
import { bcryptPbkdf } from './bcrypt-pbkdf';
import { bitString, children, contextTag, DerError, expectTag, integer, integerBytes, nullValue, octetString, oid, oidText, readElement, readSequence, sequence, smallInteger } from './der';
import { SshReader, sshMpint, sshString, stripZeros, uint32, WireError, wrapLines } from './ssh-wire';

export type Curve = 'nistp256' | 'nistp384' | 'nistp521';

export const CURVES: Record<Curve, { oid: string; webCrypto: string; bits: number; size: number; order: string }> = {
  nistp256: { oid: '1.2.840.10045.3.1.7', webCrypto: 'P-256', bits: 256, size: 32, order: 'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551' },
  nistp384: {
    oid: '1.3.132.0.34',
    webCrypto: 'P-384',
    bits: 384,
    size: 48,
    order: 'ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973',
  },
  nistp521: {
    oid: '1.3.132.0.35',
    webCrypto: 'P-521',
    bits: 521,
    size: 66,
    order: '01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409',
  },
};

const OID = {
  rsa: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  hmacWithSHA1: '1.2.840.113549.2.7',
  hmacWithSHA256: '1.2.840.113549.2.9',
  hmacWithSHA384: '1.2.840.113549.2.10',
  hmacWithSHA512: '1.2.840.113549.2.11',
  aes128cbc: '2.16.840.1.101.3.4.1.2',
  aes192cbc: '2.16.840.1.101.3.4.1.22',
  aes256cbc: '2.16.840.1.101.3.4.1.42',
} as const;

export type PublicKey = { type: 'ed25519'; publicKey: Uint8Array } | { type: 'ecdsa'; curve: Curve; point: Uint8Array } | { type: 'rsa'; e: Uint8Array; n: Uint8Array };

export type PrivateKey =
  | { type: 'ed25519'; publicKey: Uint8Array; seed: Uint8Array }
  | { type: 'ecdsa'; curve: Curve; point: Uint8Array; d: Uint8Array }
  | { type: 'rsa'; e: Uint8Array; n: Uint8Array; d: Uint8Array; p: Uint8Array; q: Uint8Array; iqmp: Uint8Array };

/** The container a key was read from. */
export type SourceFormat = 'openssh-public' | 'rfc4716' | 'openssh' | 'pkcs8' | 'pkcs1' | 'sec1' | 'spki' | 'pkcs1-public' | 'ppk';

export interface LoadedKey {
  publicKey: PublicKey;
  /** Absent for a public key, and for an encrypted key read without its passphrase. */
  privateKey?: PrivateKey;
  comment: string;
  /** What comes before the key on an authorized_keys or known_hosts line (its options, its host names): ssh-keygen -l shows it when there is no comment. */
  linePrefix?: string;
  source: SourceFormat;
  encrypted: boolean;
}

// ---------------------------------------------------------------------------------------------
// Errors

/** A damaged key of a recognised format: `brokenKey`, with the format and what is wrong. */
function broken(format: string, detail: string): never {
  throw new ToolInputError('brokenKey', { params: { format }, detail });
}

function unsupportedType(type: string): never {
  throw new ToolInputError('unsupportedKeyType', { params: { type } });
}

/** Runs a parser, turning the wire and DER readers' errors into `brokenKey` for `format`. */
async function parsing<T>(format: string, parse: () => T | Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof WireError || error instanceof DerError) broken(format, error.message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Public key blobs, names, fingerprints

export function keyTypeName(key: PublicKey): string {
  return key.type === 'ed25519' ? 'ssh-ed25519' : key.type === 'ecdsa' ? `ecdsa-sha2-${key.curve}` : 'ssh-rsa';
}

export function publicBlob(key: PublicKey): Uint8Array {
  if (key.type === 'ed25519') return concatBytes(sshString('ssh-ed25519'), sshString(key.publicKey));
  if (key.type === 'ecdsa') return concatBytes(sshString(`ecdsa-sha2-${key.curve}`), sshString(key.curve), sshString(key.point));
  return concatBytes(sshString('ssh-rsa'), sshMpint(key.e), sshMpint(key.n));
}

function bitLength(magnitude: Uint8Array): number {
  const bytes = stripZeros(magnitude);
  return bytes.length === 0 ? 0 : (bytes.length - 1) * 8 + (32 - Math.clz32(bytes[0]!));
}

/** The size ssh-keygen -l shows: 256 for Ed25519, the curve's bits, the RSA modulus's bits. */
export function keyBits(key: PublicKey): number {
  return key.type === 'ed25519' ? 256 : key.type === 'ecdsa' ? CURVES[key.curve].bits : bitLength(key.n);
}

/** `SHA256:` and the unpadded Base64 of SHA-256 over the public key blob (OpenSSH's fingerprint). */
export function fingerprint(key: PublicKey): string {
  return `SHA256:${bytesToBase64(sha256(publicBlob(key))).replace(/=+$/, '')}`;
}

/** The line `ssh-keygen -l -f key` prints: `256 SHA256:… comment (ED25519)`, "no comment" when there is none. */
export function fingerprintLine(key: PublicKey, comment: string): string {
  const label = key.type === 'ed25519' ? 'ED25519' : key.type === 'ecdsa' ? 'ECDSA' : 'RSA';
  return `${keyBits(key)} ${fingerprint(key)} ${comment === '' ? 'no comment' : comment} (${label})`;
}

function curveOfName(name: string): Curve | undefined {
  return name === 'nistp256' || name === 'nistp384' || name === 'nistp521' ? name : undefined;
}

/** Checks an uncompressed point's shape (0x04, then x and y of the curve's size). */
function checkPoint(curve: Curve, point: Uint8Array, format: string): Uint8Array {
  if (point.length !== 1 + 2 * CURVES[curve].size || point[0] !== 4) broken(format, `the ${CURVES[curve].webCrypto} public point is not an uncompressed point`);
  return point;
}

function readPublicBlob(blob: Uint8Array, format: string): PublicKey {
  const reader = new SshReader(blob);
  const type = reader.text();
  let key: PublicKey;
  if (type === 'ssh-ed25519') {
    const publicKey = reader.string();
    if (publicKey.length !== 32) broken(format, 'an Ed25519 public key is 32 bytes');
    key = { type: 'ed25519', publicKey };
  } else if (type.startsWith('ecdsa-sha2-')) {
    const curve = curveOfName(reader.text());
    if (!curve || `ecdsa-sha2-${curve}` !== type) unsupportedType(type);
    key = { type: 'ecdsa', curve, point: checkPoint(curve, reader.string(), format) };
  } else if (type === 'ssh-rsa') {
    const e = reader.mpint();
    const n = reader.mpint();
    if (bitLength(n) < 512) broken(format, 'the RSA modulus is too small');
    key = { type: 'rsa', e, n };
  } else {
    return unsupportedType(type || 'empty');
  }
  if (reader.remaining !== 0) broken(format, 'extra data after the public key');
  return key;
}

// ---------------------------------------------------------------------------------------------
// OpenSSH public key lines and RFC 4716 files

const KEY_TYPE = /(?:^|\s)(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|ssh-dss|sk-[\w-]+@openssh\.com|[\w-]+-cert-v01@openssh\.com)\s+([A-Za-z0-9+/]+={0,2})(?:\s+(.*))?$/;

/** One OpenSSH public key line (authorized_keys options before the type are skipped). */
function readPublicLine(line: string): LoadedKey {
  const match = KEY_TYPE.exec(line.trim());
  if (!match) broken('OpenSSH public key', 'expected "type base64 comment"');
  const [, type, base64, comment] = match;
  if (!['ssh-ed25519', 'ssh-rsa'].includes(type!) && !type!.startsWith('ecdsa-sha2-')) unsupportedType(type!);
  let blob: Uint8Array;
  try {
    blob = base64ToBytes(base64!);
  } catch {
    return broken('OpenSSH public key', 'the Base64 is invalid');
  }
  const key = wireParse('OpenSSH public key', () => readPublicBlob(blob, 'OpenSSH public key'));
  if (keyTypeName(key) !== type) broken('OpenSSH public key', `the line says ${type!} but the key inside is ${keyTypeName(key)}`);
  const linePrefix = line.trim().slice(0, match.index).trim();
  return { publicKey: key, comment: (comment ?? '').trim(), ...(linePrefix ? { linePrefix } : {}), source: 'openssh-public', encrypted: false };
}

function wireParse<T>(format: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof WireError || error instanceof DerError) broken(format, error.message);
    throw error;
  }
}

export function writePublicLine(key: PublicKey, comment: string): string {
  return `${keyTypeName(key)} ${bytesToBase64(publicBlob(key))}${comment === '' ? '' : ` ${comment}`}`;
}

function readRfc4716(text: string): LoadedKey {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === '---- BEGIN SSH2 PUBLIC KEY ----');
  const end = lines.findIndex((line) => line.trim() === '---- END SSH2 PUBLIC KEY ----');
  if (start < 0 || end < start) broken('RFC 4716 public key', 'the BEGIN or END line is missing');
  let comment = '';
  const body: string[] = [];
  // Headers (`Name: value`, continued by a trailing backslash) come before the Base64.
  for (let index = start + 1; index < end; index += 1) {
    let line = lines[index]!.trim();
    const header = /^([\x21-\x39\x3b-\x7e]+):\s?(.*)$/.exec(line);
    if (header && body.length === 0) {
      let value = header[2]!;
      while (value.endsWith('\\') && index + 1 < end) {
        index += 1;
        value = value.slice(0, -1) + lines[index]!.trim();
      }
      if (header[1]!.toLowerCase() === 'comment') comment = value.replace(/^"(.*)"$/, '$1');
      continue;
    }
    line = line.replace(/\s+/g, '');
    if (line) body.push(line);
  }
  let blob: Uint8Array;
  try {
    blob = base64ToBytes(body.join(''));
  } catch {
    return broken('RFC 4716 public key', 'the Base64 is invalid');
  }
  return { publicKey: wireParse('RFC 4716 public key', () => readPublicBlob(blob, 'RFC 4716 public key')), comment, source: 'rfc4716', encrypted: false };
}

/** An RFC 4716 public key file, as `ssh-keygen -e` writes it (lines of 70 characters). */
export function writeRfc4716(key: PublicKey, comment: string): string {
  const header = comment === '' ? '' : `Comment: "${comment.replace(/"/g, "'")}"\n`;
  return `---- BEGIN SSH2 PUBLIC KEY ----\n${header}${wrapLines(bytesToBase64(publicBlob(key)), 70)}---- END SSH2 PUBLIC KEY ----\n`;
}

// ---------------------------------------------------------------------------------------------
// AES with Web Crypto

type Bytes = Uint8Array<ArrayBuffer>;
const own = (bytes: Uint8Array): Bytes => Uint8Array.from(bytes);

async function aesKey(name: 'AES-CTR' | 'AES-CBC' | 'AES-GCM', key: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', own(key), { name }, false, [usage]);
}

async function aesCtr(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CTR', counter: own(iv), length: 128 }, await aesKey('AES-CTR', key, 'encrypt'), own(data)));
}

/** AES-CBC with PKCS#7 padding (PEM and PKCS#8 encryption). */
async function aesCbcPadded(mode: 'encrypt' | 'decrypt', key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const cryptoKey = await aesKey('AES-CBC', key, mode);
  const params = { name: 'AES-CBC', iv: own(iv) };
  return new Uint8Array(mode === 'encrypt' ? await crypto.subtle.encrypt(params, cryptoKey, own(data)) : await crypto.subtle.decrypt(params, cryptoKey, own(data)));
}

/**
 * AES-CBC without padding (OpenSSH's -cbc ciphers, PuTTY), over Web Crypto's padded AES-CBC:
 * encrypting drops the padding block Web Crypto adds; decrypting first appends the block that
 * encrypts a whole block of padding after the last one (it is the first block of encrypting
 * sixteen 0x10 bytes with the last ciphertext block as IV), so the padding check passes.
 */
async function aesCbcRaw(mode: 'encrypt' | 'decrypt', key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length % 16 !== 0) throw new RangeError('not whole AES blocks');
  if (mode === 'encrypt') return (await aesCbcPadded('encrypt', key, iv, data)).subarray(0, data.length);
  if (data.length === 0) return data;
  const last = data.subarray(data.length - 16);
  const padding = (await aesCbcPadded('encrypt', key, last, new Uint8Array(16).fill(16))).subarray(0, 16);
  return aesCbcPadded('decrypt', key, iv, concatBytes(data, padding));
}

// ---------------------------------------------------------------------------------------------
// OpenSSH private keys (openssh-key-v1)

const OPENSSH_MAGIC = utf8Encode('openssh-key-v1\0');
/** The ciphers read: key and IV sizes, block size. ssh-keygen writes aes256-ctr. */
const OPENSSH_CIPHERS: Record<string, { keyLength: number; ivLength: number; block: number; mode: 'ctr' | 'cbc' | 'gcm' }> = {
  'aes128-ctr': { keyLength: 16, ivLength: 16, block: 16, mode: 'ctr' },
  'aes192-ctr': { keyLength: 24, ivLength: 16, block: 16, mode: 'ctr' },
  'aes256-ctr': { keyLength: 32, ivLength: 16, block: 16, mode: 'ctr' },
  'aes128-cbc': { keyLength: 16, ivLength: 16, block: 16, mode: 'cbc' },
  'aes192-cbc': { keyLength: 24, ivLength: 16, block: 16, mode: 'cbc' },
  'aes256-cbc': { keyLength: 32, ivLength: 16, block: 16, mode: 'cbc' },
  'aes128-gcm@openssh.com': { keyLength: 16, ivLength: 12, block: 16, mode: 'gcm' },
  'aes256-gcm@openssh.com': { keyLength: 32, ivLength: 12, block: 16, mode: 'gcm' },
};
/** ssh-keygen's rounds of bcrypt_pbkdf for a new key (`-a`, default 16). */
export const OPENSSH_KDF_ROUNDS = 16;
const OPENSSH_FORMAT = 'OpenSSH private key';

export type Progress = (done: number, total: number) => void;

function needPassphrase(passphrase: string): void {
  if (passphrase === '') throw new ToolInputError('passphraseNeeded');
}

function wrongPassphrase(): never {
  throw new ToolInputError('wrongPassphrase');
}

async function readOpenSsh(der: Uint8Array, passphrase: string, wantPrivate: boolean, onProgress?: Progress): Promise<LoadedKey> {
  if (der.length < OPENSSH_MAGIC.length || !constantTimeEqual(der.subarray(0, OPENSSH_MAGIC.length), OPENSSH_MAGIC)) broken(OPENSSH_FORMAT, 'the openssh-key-v1 header is missing');
  const reader = new SshReader(der.subarray(OPENSSH_MAGIC.length));
  const { cipherName, kdfName, kdfOptions, publicKey, sealed } = wireParse(OPENSSH_FORMAT, () => {
    const cipherName = reader.text();
    const kdfName = reader.text();
    const kdfOptions = reader.string();
    if (reader.uint32() !== 1) broken(OPENSSH_FORMAT, 'files with several keys are not supported');
    const publicKey = readPublicBlob(reader.string(), OPENSSH_FORMAT);
    return { cipherName, kdfName, kdfOptions, publicKey, sealed: reader.string() };
  });
  const encrypted = cipherName !== 'none';
  if (encrypted && !wantPrivate) return { publicKey, comment: '', source: 'openssh', encrypted };

  let section = sealed;
  if (encrypted) {
    const cipher = OPENSSH_CIPHERS[cipherName];
    if (!cipher) throw new ToolInputError('unsupportedCipher', { params: { cipher: cipherName } });
    if (kdfName !== 'bcrypt') throw new ToolInputError('unsupportedCipher', { params: { cipher: `${cipherName} (KDF ${kdfName})` } });
    needPassphrase(passphrase);
    const { salt, rounds } = wireParse(OPENSSH_FORMAT, () => {
      const options = new SshReader(kdfOptions);
      return { salt: options.string(), rounds: options.uint32() };
    });
    if (rounds < 1 || rounds > 1000) broken(OPENSSH_FORMAT, `${rounds} bcrypt_pbkdf rounds is not plausible`);
    if (sealed.length % cipher.block !== 0) broken(OPENSSH_FORMAT, 'the encrypted part is not whole cipher blocks');
    const material = bcryptPbkdf(utf8Encode(passphrase), salt, rounds, cipher.keyLength + cipher.ivLength, onProgress);
    const key = material.subarray(0, cipher.keyLength);
    const iv = material.subarray(cipher.keyLength);
    if (cipher.mode === 'ctr') section = await aesCtr(key, iv, sealed);
    else if (cipher.mode === 'cbc') section = await aesCbcRaw('decrypt', key, iv, sealed);
    else {
      const tag = wireParse(OPENSSH_FORMAT, () => reader.bytesOf(16));
      try {
        section = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: own(iv) }, await aesKey('AES-GCM', key, 'decrypt'), own(concatBytes(sealed, tag))));
      } catch {
        return wrongPassphrase();
      }
    }
  }
  return wireParse(OPENSSH_FORMAT, () => {
    const inner = new SshReader(section);
    if (inner.uint32() !== inner.uint32()) return wrongPassphrase();
    const privateKey = readOpenSshPrivateFields(inner, publicKey);
    const comment = new TextDecoder().decode(inner.string());
    return { publicKey, privateKey, comment, source: 'openssh' as const, encrypted };
  });
}

function samePublic(a: PublicKey, b: PublicKey): boolean {
  return constantTimeEqual(publicBlob(a), publicBlob(b));
}

function readOpenSshPrivateFields(reader: SshReader, publicKey: PublicKey): PrivateKey {
  const type = reader.text();
  let key: PrivateKey;
  if (type === 'ssh-ed25519') {
    const pk = reader.string();
    const sk = reader.string();
    if (pk.length !== 32 || sk.length !== 64 || !constantTimeEqual(sk.subarray(32), pk)) broken(OPENSSH_FORMAT, 'the Ed25519 private key is malformed');
    key = { type: 'ed25519', publicKey: pk.slice(), seed: sk.slice(0, 32) };
  } else if (type.startsWith('ecdsa-sha2-')) {
    const curve = curveOfName(reader.text());
    if (!curve) return unsupportedType(type);
    const point = checkPoint(curve, reader.string().slice(), OPENSSH_FORMAT);
    key = { type: 'ecdsa', curve, point, d: reader.mpint().slice() };
  } else if (type === 'ssh-rsa') {
    const n = reader.mpint().slice();
    const e = reader.mpint().slice();
    const d = reader.mpint().slice();
    const iqmp = reader.mpint().slice();
    const p = reader.mpint().slice();
    const q = reader.mpint().slice();
    key = { type: 'rsa', n, e, d, iqmp, p, q };
  } else {
    return unsupportedType(type);
  }
  if (!samePublic(publicOf(key), publicKey)) broken(OPENSSH_FORMAT, 'the private key does not match the public key in the file');
  return key;
}

function openSshPrivateFields(key: PrivateKey): Uint8Array {
  if (key.type === 'ed25519') return concatBytes(sshString('ssh-ed25519'), sshString(key.publicKey), sshString(concatBytes(key.seed, key.publicKey)));
  if (key.type === 'ecdsa') return concatBytes(sshString(`ecdsa-sha2-${key.curve}`), sshString(key.curve), sshString(key.point), sshMpint(key.d));
  return concatBytes(sshString('ssh-rsa'), sshMpint(key.n), sshMpint(key.e), sshMpint(key.d), sshMpint(key.iqmp), sshMpint(key.p), sshMpint(key.q));
}

/**
 * The key as ssh-keygen writes it: `openssh-key-v1`, with a passphrase encrypted with aes256-ctr
 * under bcrypt_pbkdf (16-byte salt, `rounds` rounds), the check number drawn from `random`, the
 * private part padded with 1, 2, 3… to the cipher's block (8 bytes without encryption).
 */
export async function writeOpenSsh(key: PrivateKey, comment: string, passphrase: string, random: RandomSource = cryptoRandom, rounds = OPENSSH_KDF_ROUNDS, onProgress?: Progress): Promise<string> {
  const encrypted = passphrase !== '';
  const check = random.getRandomValues(new Uint8Array(4));
  const salt = encrypted ? random.getRandomValues(new Uint8Array(16)) : new Uint8Array(0);
  const block = encrypted ? 16 : 8;
  const plain = concatBytes(check, check, openSshPrivateFields(key), sshString(comment));
  const paddingLength = (block - (plain.length % block)) % block;
  const padding = Uint8Array.from({ length: paddingLength }, (_, index) => index + 1);
  let section: Uint8Array = concatBytes(plain, padding);
  if (encrypted) {
    const material = bcryptPbkdf(utf8Encode(passphrase), salt, rounds, 48, onProgress);
    section = await aesCtr(material.subarray(0, 32), material.subarray(32), section);
  }
  const body = concatBytes(
    OPENSSH_MAGIC,
    sshString(encrypted ? 'aes256-ctr' : 'none'),
    sshString(encrypted ? 'bcrypt' : 'none'),
    sshString(encrypted ? concatBytes(sshString(salt), uint32(rounds)) : new Uint8Array(0)),
    uint32(1),
    sshString(publicBlob(publicOf(key))),
    sshString(section),
  );
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrapLines(bytesToBase64(body), 70)}-----END OPENSSH PRIVATE KEY-----\n`;
}

// ---------------------------------------------------------------------------------------------
// DER key structures

export function publicOf(key: PrivateKey): PublicKey {
  if (key.type === 'ed25519') return { type: 'ed25519', publicKey: key.publicKey };
  if (key.type === 'ecdsa') return { type: 'ecdsa', curve: key.curve, point: key.point };
  return { type: 'rsa', e: key.e, n: key.n };
}

const toBigInt = (bytes: Uint8Array) => (bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`));

function fromBigInt(value: bigint): Uint8Array {
  const hex = value.toString(16);
  return hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
}

/** A fixed-length big-endian magnitude (an EC scalar: 32, 48 or 66 bytes). */
function padTo(bytes: Uint8Array, length: number): Uint8Array {
  const trimmed = stripZeros(bytes);
  if (trimmed.length > length) throw new DerError('a number is too large for its curve');
  const out = new Uint8Array(length);
  out.set(trimmed, length - trimmed.length);
  return out;
}

/** PKCS#1 RSAPrivateKey (version 0; dP and dQ computed from d, p and q). */
function rsaPrivateDer(key: Extract<PrivateKey, { type: 'rsa' }>): Uint8Array {
  const d = toBigInt(key.d);
  const dp = fromBigInt(d % (toBigInt(key.p) - 1n));
  const dq = fromBigInt(d % (toBigInt(key.q) - 1n));
  return sequence(integer(0), integer(key.n), integer(key.e), integer(key.d), integer(key.p), integer(key.q), integer(dp), integer(dq), integer(key.iqmp));
}

function readRsaPrivateDer(der: Uint8Array): Extract<PrivateKey, { type: 'rsa' }> {
  const items = readSequence(der);
  if (smallInteger(items[0], 'the version') !== 0) throw new DerError('multi-prime RSA keys are not supported');
  const [n, e, d, p, q] = [1, 2, 3, 4, 5].map((index) => integerBytes(items[index], 'an RSA number').slice()) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { type: 'rsa', n, e, d, p, q, iqmp: integerBytes(items[8], 'the RSA coefficient').slice() };
}

function rsaPublicDer(key: { n: Uint8Array; e: Uint8Array }): Uint8Array {
  return sequence(integer(key.n), integer(key.e));
}

function readRsaPublicDer(der: Uint8Array): PublicKey {
  const items = readSequence(der);
  return { type: 'rsa', n: integerBytes(items[0], 'the RSA modulus').slice(), e: integerBytes(items[1], 'the RSA exponent').slice() };
}

function curveOfOid(dotted: string): Curve {
  const curve = (Object.keys(CURVES) as Curve[]).find((name) => CURVES[name].oid === dotted);
  if (!curve) unsupportedType(`EC curve ${dotted}`);
  return curve;
}

/** SEC1 ECPrivateKey: version 1, the scalar, [0] the curve (SEC1 form only), [1] the public point. */
function ecPrivateDer(key: Extract<PrivateKey, { type: 'ecdsa' }>, withCurve: boolean): Uint8Array {
  return sequence(integer(1), octetString(padTo(key.d, CURVES[key.curve].size)), ...(withCurve ? [contextTag(0, oid(CURVES[key.curve].oid))] : []), contextTag(1, bitString(key.point)));
}

interface PartialEc {
  curve: Curve;
  d: Uint8Array;
  point?: Uint8Array;
}

function readEcPrivateDer(der: Uint8Array, curveFromAlgorithm?: Curve): PartialEc {
  const items = readSequence(der);
  if (smallInteger(items[0], 'the version') !== 1) throw new DerError('an EC private key has version 1');
  const d = expectTag(items[1], 0x04, 'the EC private scalar').value;
  let curve = curveFromAlgorithm;
  let point: Uint8Array | undefined;
  for (const item of items.slice(2)) {
    if (item.tag === 0xa0) curve = curveOfOid(oidText(readElement(item.value), 'the curve'));
    if (item.tag === 0xa1) {
      const bits = expectTag(readElement(item.value), 0x03, 'the public point').value;
      point = bits.slice(1);
    }
  }
  if (!curve) throw new DerError('the EC key names no curve');
  return { curve, d: stripZeros(d).slice(), ...(point ? { point } : {}) };
}

/** PKCS#8 PrivateKeyInfo (version 0; Ed25519 as RFC 8410's CurvePrivateKey, without the public key, as OpenSSL writes it). */
function pkcs8Der(key: PrivateKey): Uint8Array {
  if (key.type === 'rsa') return sequence(integer(0), sequence(oid(OID.rsa), nullValue()), octetString(rsaPrivateDer(key)));
  if (key.type === 'ecdsa') return sequence(integer(0), sequence(oid(OID.ecPublicKey), oid(CURVES[key.curve].oid)), octetString(ecPrivateDer(key, false)));
  return sequence(integer(0), sequence(oid(OID.ed25519)), octetString(octetString(key.seed)));
}

type PartialPrivate = PrivateKey | { type: 'ed25519-seed'; seed: Uint8Array } | ({ type: 'ecdsa-partial' } & PartialEc);

function readPkcs8Der(der: Uint8Array): PartialPrivate {
  const items = readSequence(der);
  smallInteger(items[0], 'the version');
  const algorithm = children(expectTag(items[1], 0x30, 'the key algorithm').value);
  const algorithmOid = oidText(algorithm[0], 'the key algorithm');
  const inner = expectTag(items[2], 0x04, 'the private key').value;
  if (algorithmOid === OID.rsa) return readRsaPrivateDer(inner);
  if (algorithmOid === OID.ecPublicKey) return { type: 'ecdsa-partial', ...readEcPrivateDer(inner, curveOfOid(oidText(algorithm[1], 'the curve'))) };
  if (algorithmOid === OID.ed25519) {
    const seed = expectTag(readElement(inner), 0x04, 'the Ed25519 private key').value;
    if (seed.length !== 32) throw new DerError('an Ed25519 private key is 32 bytes');
    return { type: 'ed25519-seed', seed: seed.slice() };
  }
  return unsupportedType(`PKCS#8 ${algorithmOid}`);
}

/** SubjectPublicKeyInfo. */
function spkiDer(key: PublicKey): Uint8Array {
  if (key.type === 'rsa') return sequence(sequence(oid(OID.rsa), nullValue()), bitString(rsaPublicDer(key)));
  if (key.type === 'ecdsa') return sequence(sequence(oid(OID.ecPublicKey), oid(CURVES[key.curve].oid)), bitString(key.point));
  return sequence(sequence(oid(OID.ed25519)), bitString(key.publicKey));
}

function readSpkiDer(der: Uint8Array): PublicKey {
  const items = readSequence(der);
  const algorithm = children(expectTag(items[0], 0x30, 'the key algorithm').value);
  const algorithmOid = oidText(algorithm[0], 'the key algorithm');
  const bits = expectTag(items[1], 0x03, 'the public key').value.subarray(1);
  if (algorithmOid === OID.rsa) return readRsaPublicDer(bits);
  if (algorithmOid === OID.ecPublicKey) {
    const curve = curveOfOid(oidText(algorithm[1], 'the curve'));
    return { type: 'ecdsa', curve, point: checkPoint(curve, bits.slice(), 'PEM public key') };
  }
  if (algorithmOid === OID.ed25519) {
    if (bits.length !== 32) throw new DerError('an Ed25519 public key is 32 bytes');
    return { type: 'ed25519', publicKey: bits.slice() };
  }
  return unsupportedType(`public key ${algorithmOid}`);
}

// ---------------------------------------------------------------------------------------------
// Completing keys with Web Crypto: the public half a format leaves out

async function ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('pkcs8', own(pkcs8Der({ type: 'ed25519', seed, publicKey: new Uint8Array(32) })), { name: 'Ed25519' }, true, ['sign']);
  const jwk = await crypto.subtle.exportKey('jwk', key);
  return base64ToBytes(jwk.x ?? '');
}

/** The public point of an EC private scalar, from Web Crypto (a PKCS#8 key without its public point). */
async function ecPublicPoint(curve: Curve, d: Uint8Array): Promise<Uint8Array> {
  const der = sequence(integer(0), sequence(oid(OID.ecPublicKey), oid(CURVES[curve].oid)), octetString(sequence(integer(1), octetString(padTo(d, CURVES[curve].size)))));
  const key = await crypto.subtle.importKey('pkcs8', own(der), { name: 'ECDSA', namedCurve: CURVES[curve].webCrypto }, true, ['sign']);
  const jwk = await crypto.subtle.exportKey('jwk', key);
  return concatBytes(new Uint8Array([4]), base64ToBytes(jwk.x ?? ''), base64ToBytes(jwk.y ?? ''));
}

export async function completePrivate(partial: PartialPrivate, format: string): Promise<PrivateKey> {
  try {
    if (partial.type === 'ed25519-seed') return { type: 'ed25519', seed: partial.seed, publicKey: await ed25519PublicKey(partial.seed) };
    if (partial.type === 'ecdsa-partial') {
      const point = partial.point ?? (await ecPublicPoint(partial.curve, partial.d));
      return { type: 'ecdsa', curve: partial.curve, d: partial.d, point: checkPoint(partial.curve, point, format) };
    }
    return partial;
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    return broken(format, 'the private key is not valid for its curve');
  }
}

/** A new private key from an Ed25519 seed or EC scalar (the generator's deterministic path). */
export async function privateFromSecret(type: 'ed25519', secret: Uint8Array): Promise<PrivateKey>;
export async function privateFromSecret(type: Curve, secret: Uint8Array): Promise<PrivateKey>;
export async function privateFromSecret(type: 'ed25519' | Curve, secret: Uint8Array): Promise<PrivateKey> {
  if (type === 'ed25519') return completePrivate({ type: 'ed25519-seed', seed: secret }, 'Ed25519');
  return completePrivate({ type: 'ecdsa-partial', curve: type, d: secret }, 'ECDSA');
}

/** A uniform EC scalar in [1, n − 1] by rejection sampling on the curve's bytes (the top ones masked for P-521). */
export function randomScalar(curve: Curve, random: RandomSource): Uint8Array {
  const { size, order } = CURVES[curve];
  const n = BigInt(`0x${order}`);
  for (;;) {
    const bytes = random.getRandomValues(new Uint8Array(size));
    if (curve === 'nistp521') bytes[0]! &= 0x01;
    const value = toBigInt(bytes);
    if (value > 0n && value < n) return bytes;
  }
}

/** The RSA private key inside Web Crypto's PKCS#8 export (the generator's RSA path). */
export function rsaFromPkcs8(der: Uint8Array): PrivateKey {
  const partial = readPkcs8Der(der);
  if (partial.type !== 'rsa') throw new RangeError('not an RSA key');
  return partial;
}

// ---------------------------------------------------------------------------------------------
// PEM

interface PemBlock {
  label: string;
  headers: Record<string, string>;
  der: Uint8Array;
}

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END ([A-Z0-9 ]+)-----/;

function readPem(text: string): PemBlock {
  const match = PEM.exec(text);
  if (!match) broken('PEM', 'the -----END …----- line is missing');
  const label = match[1]!;
  if (match[3] !== label) broken('PEM', `BEGIN ${label} ends with END ${match[3]!}`);
  const headers: Record<string, string> = {};
  const body: string[] = [];
  for (const line of match[2]!.split(/\r?\n/)) {
    if (line.trim() === '' && body.length === 0) continue;
    const header = /^([A-Za-z-]+):\s*(.*)$/.exec(line.trim());
    if (header && body.length === 0) headers[header[1]!.toLowerCase()] = header[2]!.trim();
    else body.push(line.trim());
  }
  const base64 = body.join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) broken(pemFormatName(label), 'the Base64 between the BEGIN and END lines is invalid');
  return { label, headers, der: base64ToBytes(base64) };
}

export function toPem(label: string, der: Uint8Array, headers = ''): string {
  return `-----BEGIN ${label}-----\n${headers}${wrapLines(bytesToBase64(der), 64)}-----END ${label}-----\n`;
}

function pemFormatName(label: string): string {
  switch (label) {
    case 'OPENSSH PRIVATE KEY':
      return OPENSSH_FORMAT;
    case 'PRIVATE KEY':
      return 'PKCS#8 private key';
    case 'ENCRYPTED PRIVATE KEY':
      return 'encrypted PKCS#8 private key';
    case 'RSA PRIVATE KEY':
      return 'PKCS#1 RSA private key';
    case 'EC PRIVATE KEY':
      return 'SEC1 EC private key';
    case 'PUBLIC KEY':
      return 'PEM public key';
    case 'RSA PUBLIC KEY':
      return 'PKCS#1 RSA public key';
    default:
      return `PEM ${label}`;
  }
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: the key of a legacy encrypted PEM. */
function legacyPemKey(passphrase: Uint8Array, salt: Uint8Array, length: number): Uint8Array {
  let key = new Uint8Array(0);
  let previous = new Uint8Array(0);
  while (key.length < length) {
    previous = md5(concatBytes(previous, passphrase, salt));
    key = concatBytes(key, previous);
  }
  return key.subarray(0, length);
}

const LEGACY_CIPHERS: Record<string, number> = { 'AES-128-CBC': 16, 'AES-192-CBC': 24, 'AES-256-CBC': 32 };

async function decryptLegacyPem(block: PemBlock, passphrase: string): Promise<Uint8Array> {
  const [cipher, ivHex] = (block.headers['dek-info'] ?? '').split(',');
  const keyLength = LEGACY_CIPHERS[(cipher ?? '').trim().toUpperCase()];
  if (!keyLength) throw new ToolInputError('unsupportedCipher', { params: { cipher: cipher || 'unknown' } });
  const iv = hexToBytesOrBroken(ivHex ?? '', pemFormatName(block.label));
  if (iv.length !== 16) broken(pemFormatName(block.label), 'the DEK-Info IV is not 16 bytes');
  needPassphrase(passphrase);
  try {
    return await aesCbcPadded('decrypt', legacyPemKey(utf8Encode(passphrase), iv.subarray(0, 8), keyLength), iv, block.der);
  } catch {
    return wrongPassphrase();
  }
}

function hexToBytesOrBroken(hex: string, format: string): Uint8Array {
  try {
    return hexToBytes(hex.trim());
  } catch {
    return broken(format, 'a hexadecimal field is invalid');
  }
}

/** A legacy encrypted PEM as OpenSSL and `ssh-keygen -m PEM` write it: AES-128-CBC, a random IV whose first 8 bytes salt the MD5 key. */
async function encryptLegacyPem(label: string, der: Uint8Array, passphrase: string, random: RandomSource): Promise<string> {
  const iv = random.getRandomValues(new Uint8Array(16));
  const encrypted = await aesCbcPadded('encrypt', legacyPemKey(utf8Encode(passphrase), iv.subarray(0, 8), 16), iv, der);
  return toPem(label, encrypted, `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${bytesToHex(iv).toUpperCase()}\n\n`);
}

const PBKDF2_HASHES: Record<string, string> = { [OID.hmacWithSHA1]: 'SHA-1', [OID.hmacWithSHA256]: 'SHA-256', [OID.hmacWithSHA384]: 'SHA-384', [OID.hmacWithSHA512]: 'SHA-512' };
const PBES2_CIPHERS: Record<string, number> = { [OID.aes128cbc]: 16, [OID.aes192cbc]: 24, [OID.aes256cbc]: 32 };
/** What `openssl pkcs8 -topk8 -v2 aes-256-cbc` writes: PBKDF2-HMAC-SHA256, 2048 iterations. */
const PBES2_ITERATIONS = 2048;

async function pbkdf2(passphrase: string, salt: Uint8Array, iterations: number, hash: string, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', utf8Encode(passphrase), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: own(salt), iterations, hash }, key, length * 8));
}

async function decryptPkcs8(der: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const format = 'encrypted PKCS#8 private key';
  const { iterations, salt, hash, keyLength, iv, encrypted, cipherOid } = await parsing(format, () => {
    const items = readSequence(der);
    const scheme = children(expectTag(items[0], 0x30, 'the encryption algorithm').value);
    const schemeOid = oidText(scheme[0]);
    if (schemeOid !== OID.pbes2) throw new ToolInputError('unsupportedCipher', { params: { cipher: `PKCS#5 scheme ${schemeOid}` } });
    const [kdf, cipher] = children(expectTag(scheme[1], 0x30, 'the PBES2 parameters').value);
    const kdfItems = children(expectTag(kdf, 0x30, 'the key derivation').value);
    const kdfOid = oidText(kdfItems[0]);
    if (kdfOid !== OID.pbkdf2) throw new ToolInputError('unsupportedCipher', { params: { cipher: `key derivation ${kdfOid}` } });
    const parameters = children(expectTag(kdfItems[1], 0x30, 'the PBKDF2 parameters').value);
    const salt = expectTag(parameters[0], 0x04, 'the PBKDF2 salt').value;
    const iterations = smallInteger(parameters[1], 'the PBKDF2 iterations');
    const prf = parameters.slice(2).find((item) => item.tag === 0x30);
    const prfOid = prf ? oidText(children(prf.value)[0]) : OID.hmacWithSHA1;
    const hash = PBKDF2_HASHES[prfOid];
    const cipherItems = children(expectTag(cipher, 0x30, 'the cipher').value);
    const cipherOid = oidText(cipherItems[0]);
    const keyLength = PBES2_CIPHERS[cipherOid];
    if (!hash || !keyLength) throw new ToolInputError('unsupportedCipher', { params: { cipher: hash ? cipherOid : prfOid } });
    const iv = expectTag(cipherItems[1], 0x04, 'the IV').value;
    return { iterations, salt, hash, keyLength, iv, encrypted: expectTag(items[1], 0x04, 'the encrypted key').value, cipherOid };
  });
  if (iterations > 10_000_000) broken(format, `${iterations} PBKDF2 iterations is not plausible`);
  needPassphrase(passphrase);
  try {
    return await aesCbcPadded('decrypt', await pbkdf2(passphrase, salt, iterations, hash, keyLength), iv, encrypted);
  } catch (error) {
    if (cipherOid === OID.aes192cbc && !(error instanceof DOMException && error.name === 'OperationError')) throw new ToolInputError('unsupportedCipher', { params: { cipher: 'AES-192-CBC' } });
    return wrongPassphrase();
  }
}

async function encryptPkcs8(der: Uint8Array, passphrase: string, random: RandomSource): Promise<Uint8Array> {
  const salt = random.getRandomValues(new Uint8Array(16));
  const iv = random.getRandomValues(new Uint8Array(16));
  const key = await pbkdf2(passphrase, salt, PBES2_ITERATIONS, 'SHA-256', 32);
  const encrypted = await aesCbcPadded('encrypt', key, iv, der);
  const kdf = sequence(oid(OID.pbkdf2), sequence(octetString(salt), integer(PBES2_ITERATIONS), sequence(oid(OID.hmacWithSHA256), nullValue())));
  return sequence(sequence(oid(OID.pbes2), sequence(kdf, sequence(oid(OID.aes256cbc), octetString(iv)))), octetString(encrypted));
}

async function readPemKey(text: string, passphrase: string, wantPrivate: boolean, onProgress?: Progress): Promise<LoadedKey> {
  const block = readPem(text);
  const format = pemFormatName(block.label);
  const legacyEncrypted = (block.headers['proc-type'] ?? '').includes('ENCRYPTED');
  const der = async () => (legacyEncrypted ? decryptLegacyPem(block, passphrase) : block.der);
  switch (block.label) {
    case 'OPENSSH PRIVATE KEY':
      return readOpenSsh(block.der, passphrase, wantPrivate, onProgress);
    case 'PRIVATE KEY':
    case 'ENCRYPTED PRIVATE KEY': {
      const encrypted = block.label === 'ENCRYPTED PRIVATE KEY';
      const plain = encrypted ? await decryptPkcs8(block.der, passphrase) : block.der;
      const partial = await parsing(format, () => {
        try {
          return readPkcs8Der(plain);
        } catch (error) {
          if (encrypted && error instanceof DerError) return wrongPassphrase();
          throw error;
        }
      });
      return fromPrivate(await completePrivate(partial, format), 'pkcs8', encrypted);
    }
    case 'RSA PRIVATE KEY': {
      const plain = await der();
      return fromPrivate(await parsing(format, () => guardDecrypted(legacyEncrypted, () => readRsaPrivateDer(plain))), 'pkcs1', legacyEncrypted);
    }
    case 'EC PRIVATE KEY': {
      const plain = await der();
      const partial = await parsing(format, () => guardDecrypted(legacyEncrypted, () => readEcPrivateDer(plain)));
      return fromPrivate(await completePrivate({ type: 'ecdsa-partial', ...partial }, format), 'sec1', legacyEncrypted);
    }
    case 'PUBLIC KEY':
      return { publicKey: await parsing(format, () => readSpkiDer(block.der)), comment: '', source: 'spki', encrypted: false };
    case 'RSA PUBLIC KEY':
      return { publicKey: await parsing(format, () => readRsaPublicDer(block.der)), comment: '', source: 'pkcs1-public', encrypted: false };
    case 'DSA PRIVATE KEY':
      return unsupportedType('ssh-dss');
    default:
      throw new ToolInputError('unknownKeyFormat', { detail: `PEM label ${block.label}` });
  }
}

/** A DER error after decryption says the passphrase was wrong (the padding happened to pass). */
function guardDecrypted<T>(decrypted: boolean, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (decrypted && error instanceof DerError) return wrongPassphrase();
    throw error;
  }
}

function fromPrivate(privateKey: PrivateKey, source: SourceFormat, encrypted: boolean): LoadedKey {
  return { publicKey: publicOf(privateKey), privateKey, comment: '', source, encrypted };
}

export type PemStyle = 'pkcs8' | 'traditional';

/** The private key as PEM: PKCS#8 (encrypted as PBES2 with a passphrase), or the traditional PKCS#1 / SEC1 form (legacy AES-128-CBC with one). */
export async function writePrivatePem(key: PrivateKey, style: PemStyle, passphrase: string, random: RandomSource = cryptoRandom): Promise<string> {
  if (style === 'pkcs8') return passphrase === '' ? toPem('PRIVATE KEY', pkcs8Der(key)) : toPem('ENCRYPTED PRIVATE KEY', await encryptPkcs8(pkcs8Der(key), passphrase, random));
  if (key.type === 'ed25519') throw new ToolInputError('noTraditionalPem');
  const [label, der] = key.type === 'rsa' ? ['RSA PRIVATE KEY', rsaPrivateDer(key)] : ['EC PRIVATE KEY', ecPrivateDer(key, true)];
  return passphrase === '' ? toPem(label, der) : encryptLegacyPem(label, der, passphrase, random);
}

export function writePublicPem(key: PublicKey): string {
  return toPem('PUBLIC KEY', spkiDer(key));
}

// ---------------------------------------------------------------------------------------------
// PuTTY .ppk (versions 2 and 3)

const PPK_FORMAT = 'PuTTY private key';
/** Argon2 parameters of a new encrypted .ppk v3: PuTTY's Argon2id and memory; passes fixed (PuTTY times them). */
export const PPK_ARGON2 = { flavour: 'Argon2id', memory: 8192, passes: 13, parallelism: 1 } as const;

function puttyPrivateBlob(key: PrivateKey): Uint8Array {
  if (key.type === 'ed25519') return sshString(key.seed);
  if (key.type === 'ecdsa') return sshMpint(key.d);
  return concatBytes(sshMpint(key.d), sshMpint(key.p), sshMpint(key.q), sshMpint(key.iqmp));
}

async function readPuttyPrivateBlob(blob: Uint8Array, publicKey: PublicKey): Promise<PrivateKey> {
  const reader = new SshReader(blob);
  let key: PrivateKey;
  if (publicKey.type === 'ed25519') {
    const seed = reader.string();
    if (seed.length !== 32) broken(PPK_FORMAT, 'an Ed25519 private key is 32 bytes');
    key = { type: 'ed25519', seed: seed.slice(), publicKey: await ed25519PublicKey(seed) };
  } else if (publicKey.type === 'ecdsa') {
    key = { ...publicKey, d: reader.mpint().slice() };
  } else {
    const d = reader.mpint().slice();
    const p = reader.mpint().slice();
    const q = reader.mpint().slice();
    key = { ...publicKey, d, p, q, iqmp: reader.mpint().slice() };
  }
  if (key.type === 'ed25519' && publicKey.type === 'ed25519' && !constantTimeEqual(key.publicKey, publicKey.publicKey)) broken(PPK_FORMAT, 'the private key does not match the public key in the file');
  if (key.type === 'ecdsa' && !constantTimeEqual(await ecPublicPoint(key.curve, key.d), key.point)) broken(PPK_FORMAT, 'the private key does not match the public key in the file');
  return key;
}

const ARGON2 = { Argon2id: argon2id, Argon2i: argon2i, Argon2d: argon2d } as const;

async function ppkArgon2(passphrase: string, flavour: keyof typeof ARGON2, memory: number, passes: number, parallelism: number, salt: Uint8Array): Promise<Uint8Array> {
  return ARGON2[flavour]({ password: utf8Encode(passphrase), salt, memorySize: memory, iterations: passes, parallelism, hashLength: 80, outputType: 'binary' });
}

function ppkMacData(algorithm: string, encryption: string, comment: string, publicBlobBytes: Uint8Array, privateBlob: Uint8Array): Uint8Array {
  return concatBytes(sshString(algorithm), sshString(encryption), sshString(comment), sshString(publicBlobBytes), sshString(privateBlob));
}

async function readPpk(text: string, passphrase: string, wantPrivate: boolean): Promise<LoadedKey> {
  const lines = text.trim().split(/\r?\n/);
  let index = 0;
  const field = (name: string): string => {
    const line = lines[index] ?? '';
    const colon = line.indexOf(': ');
    if (colon < 0 || line.slice(0, colon) !== name) broken(PPK_FORMAT, `expected the "${name}:" line`);
    index += 1;
    return line.slice(colon + 2);
  };
  const base64Lines = (name: string): Uint8Array => {
    const count = Number(field(name));
    if (!Number.isInteger(count) || count < 0 || index + count > lines.length) broken(PPK_FORMAT, `bad ${name}`);
    const body = lines.slice(index, index + count).join('').trim();
    index += count;
    try {
      return base64ToBytes(body);
    } catch {
      return broken(PPK_FORMAT, 'the Base64 is invalid');
    }
  };
  const header = /^PuTTY-User-Key-File-(\d+): (.+)$/.exec(lines[0] ?? '');
  if (!header) broken(PPK_FORMAT, 'the first line is not PuTTY-User-Key-File-…');
  const version = Number(header[1]);
  if (version !== 2 && version !== 3) throw new ToolInputError('unsupportedCipher', { params: { cipher: `PuTTY key file version ${version}` } });
  const algorithm = header[2]!.trim();
  index = 1;
  const encryption = field('Encryption');
  const comment = field('Comment');
  const publicBytes = base64Lines('Public-Lines');
  const publicKey = wireParse(PPK_FORMAT, () => readPublicBlob(publicBytes, PPK_FORMAT));
  if (keyTypeName(publicKey) !== algorithm) broken(PPK_FORMAT, `the file says ${algorithm} but the key is ${keyTypeName(publicKey)}`);
  if (encryption !== 'none' && encryption !== 'aes256-cbc') throw new ToolInputError('unsupportedCipher', { params: { cipher: encryption } });
  const encrypted = encryption !== 'none';
  let argon: { flavour: keyof typeof ARGON2; memory: number; passes: number; parallelism: number; salt: Uint8Array } | undefined;
  if (version === 3 && encrypted) {
    const flavour = field('Key-Derivation');
    if (!(flavour in ARGON2)) throw new ToolInputError('unsupportedCipher', { params: { cipher: flavour } });
    const memory = Number(field('Argon2-Memory'));
    const passes = Number(field('Argon2-Passes'));
    const parallelism = Number(field('Argon2-Parallelism'));
    const salt = hexToBytesOrBroken(field('Argon2-Salt'), PPK_FORMAT);
    if (![memory, passes, parallelism].every(Number.isSafeInteger) || memory < 8 * parallelism || memory > 1024 * 1024 || passes < 1 || passes > 1000 || parallelism < 1) broken(PPK_FORMAT, 'implausible Argon2 parameters');
    argon = { flavour: flavour as keyof typeof ARGON2, memory, passes, parallelism, salt };
  }
  const sealed = base64Lines('Private-Lines');
  const mac = hexToBytesOrBroken(field('Private-MAC'), PPK_FORMAT);
  if (encrypted && !wantPrivate) return { publicKey, comment, source: 'ppk', encrypted };
  if (encrypted) needPassphrase(passphrase);

  let privateBlob = sealed;
  let macKey: Uint8Array;
  if (version === 3) {
    const material = argon ? await ppkArgon2(passphrase, argon.flavour, argon.memory, argon.passes, argon.parallelism, argon.salt) : new Uint8Array(80);
    if (encrypted) {
      if (sealed.length % 16 !== 0) broken(PPK_FORMAT, 'the encrypted part is not whole AES blocks');
      privateBlob = await aesCbcRaw('decrypt', material.subarray(0, 32), material.subarray(32, 48), sealed);
    }
    macKey = encrypted ? material.subarray(48, 80) : new Uint8Array(0);
    if (!constantTimeEqual(hmac(sha256, macKey, ppkMacData(algorithm, encryption, comment, publicBytes, privateBlob)), mac)) return encrypted ? wrongPassphrase() : broken(PPK_FORMAT, 'the MAC does not match (the file was changed)');
  } else {
    const pass = encrypted ? passphrase : '';
    if (encrypted) {
      const key = concatBytes(sha1(concatBytes(uint32(0), utf8Encode(pass))), sha1(concatBytes(uint32(1), utf8Encode(pass)))).subarray(0, 32);
      if (sealed.length % 16 !== 0) broken(PPK_FORMAT, 'the encrypted part is not whole AES blocks');
      privateBlob = await aesCbcRaw('decrypt', key, new Uint8Array(16), sealed);
    }
    macKey = sha1(utf8Encode(`putty-private-key-file-mac-key${pass}`));
    if (!constantTimeEqual(hmac(sha1, macKey, ppkMacData(algorithm, encryption, comment, publicBytes, privateBlob)), mac)) return encrypted ? wrongPassphrase() : broken(PPK_FORMAT, 'the MAC does not match (the file was changed)');
  }
  const privateKey = await parsing(PPK_FORMAT, () => readPuttyPrivateBlob(privateBlob, publicKey));
  return { publicKey, privateKey, comment, source: 'ppk', encrypted };
}

/**
 * A PuTTY .ppk version 3 file. With a passphrase: aes256-cbc under Argon2id (PPK_ARGON2, a
 * 16-byte salt), the private blob padded to the block with random bytes; the MAC is HMAC-SHA-256
 * (with an empty key when unencrypted, as PuTTY does).
 */
export async function writePpk(key: PrivateKey, comment: string, passphrase: string, random: RandomSource = cryptoRandom): Promise<string> {
  const algorithm = keyTypeName(publicOf(key));
  const encrypted = passphrase !== '';
  const encryption = encrypted ? 'aes256-cbc' : 'none';
  const publicBytes = publicBlob(publicOf(key));
  let privateBlob = puttyPrivateBlob(key);
  let macKey = new Uint8Array(0);
  let derivation = '';
  let sealed = privateBlob;
  if (encrypted) {
    const paddingLength = (16 - (privateBlob.length % 16)) % 16;
    privateBlob = concatBytes(privateBlob, random.getRandomValues(new Uint8Array(paddingLength)));
    const salt = random.getRandomValues(new Uint8Array(16));
    const { flavour, memory, passes, parallelism } = PPK_ARGON2;
    const material = await ppkArgon2(passphrase, flavour, memory, passes, parallelism, salt);
    sealed = await aesCbcRaw('encrypt', material.subarray(0, 32), material.subarray(32, 48), privateBlob);
    macKey = material.slice(48, 80);
    derivation = `Key-Derivation: ${flavour}\nArgon2-Memory: ${memory}\nArgon2-Passes: ${passes}\nArgon2-Parallelism: ${parallelism}\nArgon2-Salt: ${bytesToHex(salt)}\n`;
  }
  const mac = hmac(sha256, macKey, ppkMacData(algorithm, encryption, comment, publicBytes, privateBlob));
  const lines = (bytes: Uint8Array) => wrapLines(bytesToBase64(bytes), 64);
  const publicLines = lines(publicBytes);
  const privateLines = lines(sealed);
  const count = (text: string) => text.split('\n').length - 1;
  return (
    `PuTTY-User-Key-File-3: ${algorithm}\nEncryption: ${encryption}\nComment: ${comment}\n` +
    `Public-Lines: ${count(publicLines)}\n${publicLines}${derivation}Private-Lines: ${count(privateLines)}\n${privateLines}Private-MAC: ${bytesToHex(mac)}\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Reading any of them

/**
 * The key in a pasted text, whatever its format. Without `wantPrivate`, an encrypted OpenSSH or
 * PuTTY key is read without its passphrase (their public half is not encrypted). Throws
 * `emptyKey`, `unknownKeyFormat`, `brokenKey`, `unsupportedKeyType`, `unsupportedCipher`,
 * `passphraseNeeded` or `wrongPassphrase`.
 */
export async function loadKey(text: string, passphrase = '', wantPrivate = true, onProgress?: Progress): Promise<LoadedKey> {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('emptyKey');
  if (trimmed.startsWith('PuTTY-User-Key-File-')) return readPpk(trimmed, passphrase, wantPrivate);
  if (trimmed.includes('---- BEGIN SSH2 PUBLIC KEY ----')) return readRfc4716(trimmed);
  if (trimmed.includes('-----BEGIN ')) return readPemKey(trimmed, passphrase, wantPrivate, onProgress);
  const firstLine = trimmed.split(/\r?\n/).find((line) => line.trim() !== '' && !line.trim().startsWith('#')) ?? '';
  if (KEY_TYPE.test(firstLine.trim()) || /^(ssh-|ecdsa-)\S*\s/.test(firstLine.trim())) return readPublicLine(firstLine);
  throw new ToolInputError('unknownKeyFormat');
}
