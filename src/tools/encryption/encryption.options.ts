/**
 * What the encryption screen needs without loading any cipher: the algorithms, key modes, the
 * raw-key size rules and the equivalent `openssl enc` command. The ciphers themselves live in
 * encryption.service.ts, which only the operation worker (and tests) load.
 */
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
