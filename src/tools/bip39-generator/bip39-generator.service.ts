/**
 * BIP39: entropy ↔ mnemonic sentence in the ten standard word lists, and the 64-byte seed.
 * The checksum, the 11-bit word indexes and the seed derivation come from @scure/bip39 (audited);
 * this module adds the tool's rules: hexadecimal entropy with its two messages, lenient reading of
 * a typed mnemonic (NFKD, any whitespace, capitals), and one lazily loaded chunk per word list.
 * Pure TypeScript: runs in Node (unit tests), in the page and in a worker.
 */
import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeed } from '@scure/bip39';
import { bytesToHex, hexToBytes } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const BIP39_LANGUAGES = [
  'english',
  'simplified-chinese',
  'traditional-chinese',
  'czech',
  'french',
  'italian',
  'japanese',
  'korean',
  'portuguese',
  'spanish',
] as const;
export type Bip39Language = (typeof BIP39_LANGUAGES)[number];

export const WORD_COUNTS = [12, 15, 18, 21, 24] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

/** Entropy sizes BIP39 allows, in bytes (16 to 32 in steps of 4). */
export const ENTROPY_BYTES = [16, 20, 24, 28, 32] as const;

/** One dynamic import per list, so that only the chosen language is downloaded. */
const WORDLIST_LOADERS: Record<Bip39Language, () => Promise<{ wordlist: string[] }>> = {
  english: () => import('@scure/bip39/wordlists/english.js'),
  'simplified-chinese': () => import('@scure/bip39/wordlists/simplified-chinese.js'),
  'traditional-chinese': () => import('@scure/bip39/wordlists/traditional-chinese.js'),
  czech: () => import('@scure/bip39/wordlists/czech.js'),
  french: () => import('@scure/bip39/wordlists/french.js'),
  italian: () => import('@scure/bip39/wordlists/italian.js'),
  japanese: () => import('@scure/bip39/wordlists/japanese.js'),
  korean: () => import('@scure/bip39/wordlists/korean.js'),
  portuguese: () => import('@scure/bip39/wordlists/portuguese.js'),
  spanish: () => import('@scure/bip39/wordlists/spanish.js'),
};

export async function loadWordlist(language: Bip39Language): Promise<string[]> {
  return (await WORDLIST_LOADERS[language]()).wordlist;
}

/** Entropy bytes for a word count: 12 words ↔ 16 bytes … 24 words ↔ 32 bytes. */
export function entropyBytesFor(wordCount: WordCount): number {
  return (wordCount / 3) * 4;
}

/** Fresh entropy as lowercase hex, from Web Crypto unless another source is given (tests). */
export function randomEntropyHex(wordCount: WordCount = 12, random: RandomSource = cryptoRandom): string {
  const bytes = new Uint8Array(entropyBytesFor(wordCount));
  random.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/**
 * Entropy bytes of a hexadecimal string (any case, surrounding spaces ignored). Throws
 * `invalidEntropyHex` for other characters and `invalidEntropyLength` unless 32, 40, 48, 56 or 64
 * digits.
 */
export function parseEntropyHex(text: string): Uint8Array<ArrayBuffer> {
  const hex = text.trim();
  if (!/^[0-9a-fA-F]*$/.test(hex)) throw new ToolInputError('invalidEntropyHex');
  if (!(ENTROPY_BYTES as readonly number[]).includes(hex.length / 2)) throw new ToolInputError('invalidEntropyLength');
  return hexToBytes(hex);
}

/**
 * The mnemonic of hexadecimal entropy in a word list (Japanese words joined by U+3000). The lists
 * are stored decomposed (NFKD); the sentence is shown composed (NFC), which is canonically the same
 * text (every BIP39 implementation reads it back through NFKD) but renders and copies better,
 * Korean especially.
 */
export function entropyHexToMnemonic(entropyHex: string, wordlist: string[]): string {
  return entropyToMnemonic(parseEntropyHex(entropyHex), wordlist).normalize('NFC');
}

/** A typed mnemonic the way BIP39 reads it: NFKD, trimmed, any run of whitespace one space, lower case. */
export function normaliseMnemonic(text: string): string {
  return text
    .normalize('NFKD')
    .trim()
    .split(/[\s\u3000]+/u)
    .map((word) => word.toLowerCase())
    .join(' ');
}

/** Hexadecimal entropy behind a mnemonic; `invalidMnemonic` for an unknown word, a wrong word count or a bad checksum. */
export function mnemonicToEntropyHex(text: string, wordlist: string[]): string {
  const normalised = normaliseMnemonic(text);
  let entropy: Uint8Array;
  try {
    entropy = mnemonicToEntropy(normalised, wordlist);
  } catch (error) {
    throw new ToolInputError('invalidMnemonic', { detail: error instanceof Error ? error.message : String(error) });
  }
  return bytesToHex(entropy);
}

/** The 64-byte BIP39 seed as hex: PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase (both NFKD). */
export async function mnemonicToSeedHex(mnemonic: string, passphrase = ''): Promise<string> {
  return bytesToHex(await mnemonicToSeed(normaliseMnemonic(mnemonic), passphrase));
}
