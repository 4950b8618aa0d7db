/**
 * Encryption and decryption in OpenSSL's salted format (crypto-js: AES-256-CBC, DES-EDE3-CBC,
 * Rabbit, RC4, key and IV from EVP_BytesToKey with MD5), with a raw key and IV instead of a
 * passphrase, and AES-256-GCM through Web Crypto. Block ciphers are decrypted without padding and
 * the PKCS#7 padding is checked here, so a wrong key or algorithm is reported instead of giving
 * garbage. Runs in the operation worker and in Node (tests).
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/cipher-core';
import 'crypto-js/md5';
import 'crypto-js/evpkdf';
import 'crypto-js/aes';
import 'crypto-js/tripledes';
import 'crypto-js/rabbit';
import 'crypto-js/rc4';
import 'crypto-js/pad-nopadding';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, concatBytes, hexToBytes, utf8DecodeStrict, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';
import { GCM_PBKDF2_ITERATIONS, parseRawKey, type Algorithm, type CipherSettings } from './encryption.operations';

type WordArray = CryptoJS.lib.WordArray;

const SALTED = utf8Encode('Salted__');

/** Key and IV sizes in bytes for the passphrase format, as crypto-js (and OpenSSL) use them. */
const PASSPHRASE_SIZES: Record<Exclude<Algorithm, 'AES-GCM'>, { key: number; iv: number; block: number }> = {
  AES: { key: 32, iv: 16, block: 16 },
  TripleDES: { key: 24, iv: 8, block: 8 },
  Rabbit: { key: 16, iv: 8, block: 0 },
  RC4: { key: 32, iv: 0, block: 0 },
};

const CIPHERS = {
  AES: () => CryptoJS.AES,
  TripleDES: () => CryptoJS.TripleDES,
  Rabbit: () => CryptoJS.Rabbit,
  RC4: () => CryptoJS.RC4,
} as const;

function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    words[index >>> 2] = (words[index >>> 2] ?? 0) | ((bytes[index] as number) << (24 - (index % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function toBytes(wordArray: WordArray): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (wordArray.words[index >>> 2]! >>> (24 - (index % 4) * 8)) & 0xff;
  return bytes;
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: key then IV from the passphrase and salt. */
export function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array, keyBytes: number, ivBytes: number): { key: Uint8Array; iv: Uint8Array } {
  const derived = toBytes(
    CryptoJS.algo.EvpKDF.create({ keySize: (keyBytes + ivBytes) / 4, hasher: CryptoJS.algo.MD5, iterations: 1 }).compute(toWordArray(passphrase), toWordArray(salt)),
  );
  return { key: derived.slice(0, keyBytes), iv: derived.slice(keyBytes, keyBytes + ivBytes) };
}

function cipherOptions(algorithm: Exclude<Algorithm, 'AES-GCM'>, iv: Uint8Array, padding: boolean) {
  const options: { iv?: WordArray; padding?: typeof CryptoJS.pad.NoPadding } = {};
  if (iv.length > 0) options.iv = toWordArray(iv);
  if (!padding && PASSPHRASE_SIZES[algorithm].block > 0) options.padding = CryptoJS.pad.NoPadding;
  return options;
}

function encryptBytes(algorithm: Exclude<Algorithm, 'AES-GCM'>, plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  const encrypted = CIPHERS[algorithm]().encrypt(toWordArray(plain), toWordArray(key), cipherOptions(algorithm, iv, true));
  return toBytes(encrypted.ciphertext);
}

/** Decrypts, then checks and removes PKCS#7 padding for block ciphers; throws `decryptionFailed`. */
function decryptBytes(algorithm: Exclude<Algorithm, 'AES-GCM'>, data: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  const block = PASSPHRASE_SIZES[algorithm].block;
  if (block > 0 && (data.length === 0 || data.length % block !== 0)) throw new ToolInputError('decryptionFailed', { detail: 'ciphertext length' });
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWordArray(data) });
  const plain = toBytes(CIPHERS[algorithm]().decrypt(params, toWordArray(key), cipherOptions(algorithm, iv, false)));
  if (block === 0) return plain;
  const pad = plain[plain.length - 1] ?? 0;
  if (pad < 1 || pad > block) throw new ToolInputError('decryptionFailed', { detail: 'padding' });
  for (let index = plain.length - pad; index < plain.length; index += 1) {
    if (plain[index] !== pad) throw new ToolInputError('decryptionFailed', { detail: 'padding' });
  }
  return plain.slice(0, plain.length - pad);
}

async function gcmKeyFromPassphrase(passphrase: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8Encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: GCM_PBKDF2_ITERATIONS }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

function gcmRawKey(keyHex: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', hexToBytes(keyHex), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * Encrypts UTF-8 text. Passphrase mode: Base64 of "Salted__" + 8 random salt bytes + ciphertext
 * (OpenSSL `enc` format); AES-GCM: Base64 of 16-byte salt + 12-byte IV + ciphertext and tag.
 * Raw mode: Base64 of the ciphertext alone (AES-GCM: ciphertext and tag), as `openssl enc -K -iv -a`.
 */
export async function encryptText(text: string, settings: CipherSettings, random: RandomSource = cryptoRandom): Promise<string> {
  const plain = utf8Encode(text);
  const { algorithm } = settings;
  if (algorithm === 'AES-GCM') {
    if (settings.keyMode === 'raw') {
      const { key, iv } = parseRawKey(settings);
      const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: hexToBytes(iv) }, await gcmRawKey(key), plain);
      return bytesToBase64(new Uint8Array(sealed));
    }
    const salt = random.getRandomValues(new Uint8Array(16));
    const iv = random.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await gcmKeyFromPassphrase(settings.secret, salt), plain);
    return bytesToBase64(concatBytes(salt, iv, new Uint8Array(sealed)));
  }
  if (settings.keyMode === 'raw') {
    const { key, iv } = parseRawKey(settings);
    return bytesToBase64(encryptBytes(algorithm, plain, hexToBytes(key), hexToBytes(iv)));
  }
  const salt = random.getRandomValues(new Uint8Array(8));
  const sizes = PASSPHRASE_SIZES[algorithm];
  const { key, iv } = evpBytesToKey(utf8Encode(settings.secret), salt, sizes.key, sizes.iv);
  return bytesToBase64(concatBytes(SALTED, salt, encryptBytes(algorithm, plain, key, iv)));
}

function decodeBase64OrFail(text: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(text);
  } catch {
    throw new ToolInputError('decryptionFailed', { detail: 'Base64' });
  }
}

function utf8OrFail(bytes: Uint8Array): string {
  try {
    return utf8DecodeStrict(bytes);
  } catch {
    throw new ToolInputError('decryptionFailed', { detail: 'UTF-8' });
  }
}

/**
 * Decrypts what `encryptText` (or `openssl enc … -a`) produced; whitespace in the Base64 is
 * ignored, empty input gives empty output. Throws `decryptionFailed` for malformed Base64, a
 * missing "Salted__" header, a bad length, invalid padding or authentication tag (wrong key or
 * algorithm) and non-UTF-8 plaintext.
 */
export async function decryptText(ciphertext: string, settings: CipherSettings): Promise<string> {
  if (ciphertext.trim() === '') return '';
  const data = decodeBase64OrFail(ciphertext);
  const { algorithm } = settings;
  if (algorithm === 'AES-GCM') {
    let key: CryptoKey;
    let iv: Uint8Array<ArrayBuffer>;
    let sealed: Uint8Array<ArrayBuffer>;
    if (settings.keyMode === 'raw') {
      const raw = parseRawKey(settings);
      key = await gcmRawKey(raw.key);
      iv = hexToBytes(raw.iv);
      sealed = data;
    } else {
      if (data.length < 16 + 12 + 16) throw new ToolInputError('decryptionFailed', { detail: 'too short' });
      key = await gcmKeyFromPassphrase(settings.secret, data.slice(0, 16));
      iv = data.slice(16, 28);
      sealed = data.slice(28);
    }
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
    } catch {
      throw new ToolInputError('decryptionFailed', { detail: 'authentication' });
    }
    return utf8OrFail(new Uint8Array(plain));
  }
  if (settings.keyMode === 'raw') {
    const { key, iv } = parseRawKey(settings);
    return utf8OrFail(decryptBytes(algorithm, data, hexToBytes(key), hexToBytes(iv)));
  }
  if (data.length < 16 || SALTED.some((byte, index) => data[index] !== byte)) throw new ToolInputError('decryptionFailed', { detail: 'no Salted__ header' });
  const sizes = PASSPHRASE_SIZES[algorithm];
  const { key, iv } = evpBytesToKey(utf8Encode(settings.secret), data.slice(8, 16), sizes.key, sizes.iv);
  return utf8OrFail(decryptBytes(algorithm, data.slice(16), key, iv));
}
