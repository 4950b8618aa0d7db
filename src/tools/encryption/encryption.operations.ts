import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { ALGORITHMS, KEY_MODES } from './encryption.options';
import { decryptText, encryptText } from './encryption.service';

const options = z.object({
  algorithm: z.enum(ALGORITHMS).default('AES'),
  keyMode: z.enum(KEY_MODES).default('passphrase'),
  secret: z.string().default('my secret key'),
  keyHex: z.string().default(''),
  ivHex: z.string().default(''),
});

/** Expected values: ciphertexts made by the openssl 3.0 CLI (`openssl enc … -md md5 -a -A`, or `-K`/`-iv`). */
export default [
  defineOperation({
    id: 'encryption-encrypt',
    toolId: 'encryption',
    input: 'text',
    output: 'text',
    options,
    run: (input, settings, { random }) => encryptText(input, settings, random),
    examples: [
      {
        description: 'openssl enc -aes-256-cbc -md md5 with the same salt (9253a9adda194bca) on the empty string',
        input: '',
        options: { secret: 'pässwörd 🔑' },
        random: [0x92, 0x53, 0xa9, 0xad, 0xda, 0x19, 0x4b, 0xca],
        output: 'U2FsdGVkX1+SU6mt2hlLyrnVSxivVJgLRba5Uqa9X1g=',
      },
      {
        description: 'openssl enc -aes-256-cbc -K 0001…1f -iv f0f1…ff -a',
        input: 'Hello raw 🌍',
        options: { keyMode: 'raw', keyHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', ivHex: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff' },
        output: 'xweCRaZRFETZ6Vzeoh9Yqw==',
      },
      {
        description: 'openssl enc -des-ede3-cbc -K 0001…17 -iv 0001…07 -a',
        input: 'Hello raw 🌍',
        options: { algorithm: 'TripleDES', keyMode: 'raw', keyHex: '000102030405060708090a0b0c0d0e0f1011121314151617', ivHex: '0001020304050607' },
        output: 'BX6Q2+I1A192RtEYS7xXOQ==',
      },
      {
        description: 'AES-GCM, GCM specification test case 1 (zero key and IV, empty text): the tag alone',
        input: '',
        options: { algorithm: 'AES-GCM', keyMode: 'raw', keyHex: '00000000000000000000000000000000', ivHex: '000000000000000000000000' },
        output: 'WOL8zvp+MGE2fx1XpOdFWg==',
      },
    ],
  }),
  defineOperation({
    id: 'encryption-decrypt',
    toolId: 'encryption',
    input: 'text',
    output: 'text',
    options,
    run: (input, settings) => decryptText(input, settings),
    examples: [
      { description: 'The page default: AES, "my secret key"', input: 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs', output: 'Lorem ipsum dolor sit amet' },
      {
        description: 'openssl enc -aes-256-cbc -md md5, accents and emoji',
        input: 'U2FsdGVkX18+OmCN7yFK5qyEHZQ3M5IJNpfyi+tHSaK+38viMaEQ+N5KC1HwwiiWrQYgl7cPPUb2YYguRaGDtw==',
        options: { secret: 'pässwörd 🔑' },
        output: 'Crème brûlée 🔐 — ünïcödé',
      },
      {
        description: 'openssl enc -des-ede3-cbc -md md5',
        input: 'U2FsdGVkX18d73GTqMmAzt63usMhjW2LISINBofrn6pTNRqxYJ31Vq9UMeoNBgzR',
        options: { algorithm: 'TripleDES', secret: 'pässwörd 🔑' },
        output: 'Lorem ipsum dolor sit amet',
      },
      {
        description: 'openssl enc -rc4 -K 0001…0f (legacy provider)',
        input: 'ofkslSjCS48y+2dZglA=',
        options: { algorithm: 'RC4', keyMode: 'raw', keyHex: '000102030405060708090a0b0c0d0e0f' },
        output: 'Hello RC4 🌍',
      },
    ],
  }),
];
