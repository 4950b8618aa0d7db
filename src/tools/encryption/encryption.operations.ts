import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { ALGORITHMS, KEY_MODES, type CipherSettings } from './encryption.options';

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
