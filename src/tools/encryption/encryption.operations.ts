/**
 * The encryption operations, and what the screen needs without loading any cipher: the algorithms,
 * key modes, the raw-key size rules and the equivalent `openssl enc` command. The ciphers
 * themselves live in encryption.service.ts, which `run` loads on first use, so only the operation
 * worker (and tests) load them.
 */
import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { isHex } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export const ALGORITHMS = ['AES', 'TripleDES', 'Rabbit', 'RC4', 'AES-GCM'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const KEY_MODES = ['passphrase', 'raw'] as const;
export type KeyMode = (typeof KEY_MODES)[number];

export interface CipherSettings {
  algorithm: Algorithm;
  keyMode: KeyMode;
  /** The passphrase (UTF-8), for `passphrase` mode. */
  secret: string;
  /** Hexadecimal key and IV, for `raw` mode. */
  keyHex: string;
  ivHex: string;
}

/** Raw-key sizes in bytes: allowed key lengths and the IV length (0 = no IV). */
export const RAW_SIZES: Record<Algorithm, { keys: readonly number[]; iv: number }> = {
  AES: { keys: [16, 24, 32], iv: 16 },
  TripleDES: { keys: [24], iv: 8 },
  Rabbit: { keys: [16], iv: 8 },
  RC4: { keys: Array.from({ length: 256 }, (_, index) => index + 1), iv: 0 },
  'AES-GCM': { keys: [16, 24, 32], iv: 12 },
};

/** PBKDF2-SHA256 iterations for AES-GCM with a passphrase (OWASP's 2023 figure). */
export const GCM_PBKDF2_ITERATIONS = 600_000;

function describeLengths(keys: readonly number[]): string {
  if (keys.length > 3) return `2–${keys[keys.length - 1]! * 2}`;
  return keys.map((bytes) => String(bytes * 2)).join(', ');
}

/**
 * Checks the raw key and IV: hexadecimal (spaces ignored) of an allowed length. Throws
 * `invalidKeyHex` (params: lengths) or `invalidIvHex` (params: length).
 */
export function parseRawKey(settings: Pick<CipherSettings, 'algorithm' | 'keyHex' | 'ivHex'>): { key: string; iv: string } {
  const sizes = RAW_SIZES[settings.algorithm];
  const key = settings.keyHex.replace(/\s+/g, '');
  const iv = settings.ivHex.replace(/\s+/g, '');
  if (!isHex(key) || !sizes.keys.includes(key.length / 2)) throw new ToolInputError('invalidKeyHex', { params: { lengths: describeLengths(sizes.keys) } });
  if (sizes.iv > 0 && (!isHex(iv) || iv.length !== sizes.iv * 2)) throw new ToolInputError('invalidIvHex', { params: { length: sizes.iv * 2 } });
  return { key: key.toLowerCase(), iv: sizes.iv > 0 ? iv.toLowerCase() : '' };
}

/** POSIX shell single-quoting. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const OPENSSL_CIPHERS: Partial<Record<Algorithm, (keyBytes: number) => string>> = {
  AES: (keyBytes) => `aes-${keyBytes * 8}-cbc`,
  TripleDES: () => 'des-ede3-cbc',
};

/** Above this size the command reads the text from a file instead of the command line. */
const INLINE_TEXT_LIMIT = 1000;

/**
 * The `openssl enc` command giving the same result, for AES and TripleDES (the salted
 * passphrase format with `-md md5`, or `-K`/`-iv` for a raw key); undefined for the others or
 * an invalid raw key.
 */
export function opensslCommand(direction: 'encrypt' | 'decrypt', input: string, settings: CipherSettings): string | undefined {
  const cipher = OPENSSL_CIPHERS[settings.algorithm];
  if (!cipher) return undefined;
  let keyArguments: string;
  let keyBytes = 32;
  if (settings.keyMode === 'raw') {
    try {
      const { key, iv } = parseRawKey(settings);
      keyBytes = key.length / 2;
      keyArguments = `-K ${key} -iv ${iv}`;
    } catch {
      return undefined;
    }
  } else {
    keyArguments = `-md md5 -pass ${shellQuote(`pass:${settings.secret}`)}`;
  }
  const command = `openssl enc${direction === 'decrypt' ? ' -d' : ''} -${cipher(keyBytes)} ${keyArguments} -a -A`;
  const data = direction === 'decrypt' ? input.replace(/\s+/g, '') : input;
  if (data.length > INLINE_TEXT_LIMIT) return `${command} -in ${direction === 'decrypt' ? 'encrypted.txt' : 'plain.txt'}`;
  return direction === 'decrypt' ? `echo ${shellQuote(data)} | ${command}` : `printf '%s' ${shellQuote(data)} | ${command}`;
}

const DEFAULT_KEY = 'my secret key';

/**
 * The options are named as the screen's fields (its Encrypt and Decrypt cards each have their own
 * algorithm and key, kept apart in the URL): `encryptAlgorithm`… for encrypting, `decryptAlgorithm`…
 * for decrypting.
 */
const encryptOptions = z.object({
  encryptAlgorithm: z._default(z.enum(ALGORITHMS), 'AES'),
  encryptKeyMode: z._default(z.enum(KEY_MODES), 'passphrase'),
  /** The passphrase (UTF-8), in passphrase mode. */
  encryptKey: z._default(z.string(), DEFAULT_KEY),
  /** Hexadecimal key and IV, in raw mode. */
  encryptKeyHex: z._default(z.string(), ''),
  encryptIvHex: z._default(z.string(), ''),
});

const decryptOptions = z.object({
  decryptAlgorithm: z._default(z.enum(ALGORITHMS), 'AES'),
  decryptKeyMode: z._default(z.enum(KEY_MODES), 'passphrase'),
  decryptKey: z._default(z.string(), DEFAULT_KEY),
  decryptKeyHex: z._default(z.string(), ''),
  decryptIvHex: z._default(z.string(), ''),
});

/** The ciphers (crypto-js) load with the first run, not with the screen, which only needs the schemas. */
const service = () => import('./encryption.service');

/** Expected values: ciphertexts made by the openssl 3.0 CLI (`openssl enc … -md md5 -a -A`, or `-K`/`-iv`). */
export const encryptionEncrypt = defineOperation({
  id: 'encryption-encrypt',
  toolId: 'encryption',
  input: 'text',
  output: 'text',
  options: encryptOptions,
  run: async (input, options, { random }) => {
    const settings: CipherSettings = { algorithm: options.encryptAlgorithm, keyMode: options.encryptKeyMode, secret: options.encryptKey, keyHex: options.encryptKeyHex, ivHex: options.encryptIvHex };
    return (await service()).encryptText(input, settings, random);
  },
  examples: [
    {
      description: 'openssl enc -aes-256-cbc -md md5 with the same salt (9253a9adda194bca) on the empty string',
      input: '',
      options: { encryptKey: 'pässwörd 🔑' },
      random: [0x92, 0x53, 0xa9, 0xad, 0xda, 0x19, 0x4b, 0xca],
      output: 'U2FsdGVkX1+SU6mt2hlLyrnVSxivVJgLRba5Uqa9X1g=',
    },
    {
      description: 'openssl enc -aes-256-cbc -K 0001…1f -iv f0f1…ff -a',
      input: 'Hello raw 🌍',
      options: { encryptKeyMode: 'raw', encryptKeyHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', encryptIvHex: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff' },
      output: 'xweCRaZRFETZ6Vzeoh9Yqw==',
    },
    {
      description: 'openssl enc -des-ede3-cbc -K 0001…17 -iv 0001…07 -a',
      input: 'Hello raw 🌍',
      options: { encryptAlgorithm: 'TripleDES', encryptKeyMode: 'raw', encryptKeyHex: '000102030405060708090a0b0c0d0e0f1011121314151617', encryptIvHex: '0001020304050607' },
      output: 'BX6Q2+I1A192RtEYS7xXOQ==',
    },
    {
      description: 'AES-GCM, GCM specification test case 1 (zero key and IV, empty text): the tag alone',
      input: '',
      options: { encryptAlgorithm: 'AES-GCM', encryptKeyMode: 'raw', encryptKeyHex: '00000000000000000000000000000000', encryptIvHex: '000000000000000000000000' },
      output: 'WOL8zvp+MGE2fx1XpOdFWg==',
    },
  ],
});

export const encryptionDecrypt = defineOperation({
  id: 'encryption-decrypt',
  toolId: 'encryption',
  input: 'text',
  output: 'text',
  options: decryptOptions,
  run: async (input, options) => {
    const settings: CipherSettings = { algorithm: options.decryptAlgorithm, keyMode: options.decryptKeyMode, secret: options.decryptKey, keyHex: options.decryptKeyHex, ivHex: options.decryptIvHex };
    return (await service()).decryptText(input, settings);
  },
  examples: [
    { description: 'The page default: AES, "my secret key"', input: 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs', output: 'Lorem ipsum dolor sit amet' },
    {
      description: 'openssl enc -aes-256-cbc -md md5, accents and emoji',
      input: 'U2FsdGVkX18+OmCN7yFK5qyEHZQ3M5IJNpfyi+tHSaK+38viMaEQ+N5KC1HwwiiWrQYgl7cPPUb2YYguRaGDtw==',
      options: { decryptKey: 'pässwörd 🔑' },
      output: 'Crème brûlée 🔐 — ünïcödé',
    },
    {
      description: 'openssl enc -des-ede3-cbc -md md5',
      input: 'U2FsdGVkX18d73GTqMmAzt63usMhjW2LISINBofrn6pTNRqxYJ31Vq9UMeoNBgzR',
      options: { decryptAlgorithm: 'TripleDES', decryptKey: 'pässwörd 🔑' },
      output: 'Lorem ipsum dolor sit amet',
    },
    {
      description: 'openssl enc -rc4 -K 0001…0f (legacy provider)',
      input: 'ofkslSjCS48y+2dZglA=',
      options: { decryptAlgorithm: 'RC4', decryptKeyMode: 'raw', decryptKeyHex: '000102030405060708090a0b0c0d0e0f' },
      output: 'Hello RC4 🌍',
    },
  ],
});

export default [encryptionEncrypt, encryptionDecrypt];
