/**
 * RSA (and Ed25519) key pairs from Web Crypto, written as PEM: SubjectPublicKeyInfo for the public
 * key, PKCS#8 or PKCS#1 for the private key, plus the OpenSSH public key line and its SHA-256
 * fingerprint. No bignum library: the prime search is the browser's native code. Pure TypeScript
 * over `crypto.subtle`: runs in Node (unit tests), in the page and in the worker.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, concatBytes, parsePemBlocks, toPem, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export const MIN_BITS = 1024;
export const MAX_BITS = 16384;
export const DEFAULT_BITS = 2048;
/** Below this size a warning says the key is not considered secure. */
export const SECURE_BITS = 2048;
/** From this size on, a note says generation may take a minute. */
export const SLOW_BITS = 8192;

export const KEY_TYPES = ['RSA', 'Ed25519'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

export const PRIVATE_KEY_FORMATS = ['pkcs8', 'pkcs1'] as const;
export type PrivateKeyFormat = (typeof PRIVATE_KEY_FORMATS)[number];

/** The key size as an integer 1024–16384 and a multiple of 8; else `invalidBits` (no clamping). */
export function parseBits(value: number | string): number {
  const bits = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(bits) || bits < MIN_BITS || bits > MAX_BITS || bits % 8 !== 0) throw new ToolInputError('invalidBits');
  return bits;
}

/** A new pair as DER plus the OpenSSH public key blob (RFC 4253 §6.6 / RFC 8709). */
export interface RawKeyPair {
  type: KeyType;
  bits: number | undefined;
  spki: Uint8Array;
  pkcs8: Uint8Array;
  sshBlob: Uint8Array;
}

/** An SSH `string`/`mpint` field: 4-byte big-endian length, then the bytes. */
function sshField(bytes: Uint8Array): Uint8Array {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length);
  return concatBytes(length, bytes);
}

/** An SSH mpint of a positive big-endian magnitude: leading zeros dropped, one 0x00 added when the top bit is set. */
function sshMpint(magnitude: Uint8Array): Uint8Array {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
  const trimmed = magnitude.subarray(start);
  return sshField(((trimmed[0] ?? 0) & 0x80) !== 0 ? concatBytes(new Uint8Array([0]), trimmed) : trimmed);
}

export function sshRsaBlob(exponent: Uint8Array, modulus: Uint8Array): Uint8Array {
  return concatBytes(sshField(utf8Encode('ssh-rsa')), sshMpint(exponent), sshMpint(modulus));
}

export function sshEd25519Blob(publicKey: Uint8Array): Uint8Array {
  return concatBytes(sshField(utf8Encode('ssh-ed25519')), sshField(publicKey));
}

/**
 * Generates a pair with Web Crypto: RSASSA-PKCS1-v1_5 / SHA-256, public exponent 65537, or Ed25519.
 * A size the browser refuses becomes `unsupportedSize`.
 */
export async function generateRawKeyPair(type: KeyType, bits: number, subtle: SubtleCrypto = crypto.subtle): Promise<RawKeyPair> {
  let pair: CryptoKeyPair;
  try {
    pair =
      type === 'RSA'
        ? await subtle.generateKey(
            { name: 'RSASSA-PKCS1-v1_5', modulusLength: parseBits(bits), publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
            true,
            ['sign', 'verify'],
          )
        : ((await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair);
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError(type === 'RSA' ? 'unsupportedSize' : 'unsupportedEd25519', { detail: error instanceof Error ? error.message : String(error) });
  }
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
  let sshBlob: Uint8Array;
  if (type === 'RSA') {
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    sshBlob = sshRsaBlob(base64ToBytes(jwk.e ?? ''), base64ToBytes(jwk.n ?? ''));
  } else {
    sshBlob = sshEd25519Blob(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
  }
  return { type, bits: type === 'RSA' ? bits : undefined, spki, pkcs8, sshBlob };
}

/** Reads one DER TLV at `offset`: tag, where its contents start, and where it ends. */
function readDer(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset];
  let lengthByte = der[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new RangeError('Truncated DER');
  let start = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new RangeError('Unsupported DER length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      lengthByte = der[start + index];
      if (lengthByte === undefined) throw new RangeError('Truncated DER');
      length = length * 256 + lengthByte;
    }
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new RangeError('Truncated DER');
  return { tag, start, end };
}

/**
 * The PKCS#1 RSAPrivateKey inside a PKCS#8 PrivateKeyInfo (RFC 5208): SEQUENCE { version INTEGER,
 * AlgorithmIdentifier SEQUENCE, privateKey OCTET STRING } — the OCTET STRING's contents.
 */
export function pkcs8ToPkcs1(pkcs8: Uint8Array): Uint8Array {
  const outer = readDer(pkcs8, 0);
  if (outer.tag !== 0x30) throw new RangeError('Not a PKCS#8 key');
  const version = readDer(pkcs8, outer.start);
  const algorithm = readDer(pkcs8, version.end);
  const key = readDer(pkcs8, algorithm.end);
  if (version.tag !== 0x02 || algorithm.tag !== 0x30 || key.tag !== 0x04) throw new RangeError('Not a PKCS#8 key');
  return pkcs8.slice(key.start, key.end);
}

/** OpenSSH's fingerprint: `SHA256:` + unpadded Base64 of SHA-256 over the public key blob. */
export function sshFingerprint(sshBlob: Uint8Array): string {
  return `SHA256:${bytesToBase64(sha256(sshBlob)).replace(/=+$/, '')}`;
}

export interface FormattedKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
  openSshPublicKey: string;
  fingerprint: string;
}

/** The pair as text: PEM in 64-character lines with a final newline, and the OpenSSH line. */
export function formatKeyPair(pair: RawKeyPair, privateFormat: PrivateKeyFormat = 'pkcs8', comment = ''): FormattedKeyPair {
  const pkcs1 = privateFormat === 'pkcs1' && pair.type === 'RSA';
  const algorithm = pair.type === 'RSA' ? 'ssh-rsa' : 'ssh-ed25519';
  const trimmedComment = comment.replace(/[\r\n]+/g, ' ').trim();
  return {
    publicKeyPem: toPem('PUBLIC KEY', pair.spki),
    privateKeyPem: pkcs1 ? toPem('RSA PRIVATE KEY', pkcs8ToPkcs1(pair.pkcs8)) : toPem('PRIVATE KEY', pair.pkcs8),
    openSshPublicKey: `${algorithm} ${bytesToBase64(pair.sshBlob)}${trimmedComment ? ` ${trimmedComment}` : ''}`,
    fingerprint: sshFingerprint(pair.sshBlob),
  };
}

const RSA_ENCRYPTION_OID = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01]);

function pemBody(pem: string, label: string, messageKey: string): Uint8Array {
  const block = parsePemBlocks(pem).find((candidate) => candidate.label === label);
  if (!block) throw new ToolInputError(messageKey);
  return block.der;
}

/** An unencrypted PKCS#8 RSA private key (`BEGIN PRIVATE KEY`) rewritten as PKCS#1 (`BEGIN RSA PRIVATE KEY`). */
export function privateKeyPemToPkcs1(pem: string): string {
  const der = pemBody(pem, 'PRIVATE KEY', 'invalidPrivateKey');
  const isRsa = der.length > 32 && der.subarray(0, 32).join(',').includes(RSA_ENCRYPTION_OID.join(','));
  if (!isRsa) throw new ToolInputError('invalidPrivateKey');
  try {
    return toPem('RSA PRIVATE KEY', pkcs8ToPkcs1(der));
  } catch {
    throw new ToolInputError('invalidPrivateKey');
  }
}

/** An RSA or Ed25519 public key (`BEGIN PUBLIC KEY`, SPKI) as an OpenSSH line. */
export async function publicKeyPemToOpenSsh(pem: string, comment = '', subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const der = pemBody(pem, 'PUBLIC KEY', 'invalidPublicKey') as Uint8Array<ArrayBuffer>;
  let blob: Uint8Array;
  let algorithm: string;
  try {
    const key = await subtle.importKey('spki', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['verify']);
    const jwk = await subtle.exportKey('jwk', key);
    blob = sshRsaBlob(base64ToBytes(jwk.e ?? ''), base64ToBytes(jwk.n ?? ''));
    algorithm = 'ssh-rsa';
  } catch {
    try {
      const key = await subtle.importKey('spki', der, { name: 'Ed25519' }, true, ['verify']);
      blob = sshEd25519Blob(new Uint8Array(await subtle.exportKey('raw', key)));
      algorithm = 'ssh-ed25519';
    } catch {
      throw new ToolInputError('invalidPublicKey');
    }
  }
  const trimmedComment = comment.replace(/[\r\n]+/g, ' ').trim();
  return `${algorithm} ${bytesToBase64(blob)}${trimmedComment ? ` ${trimmedComment}` : ''}`;
}
