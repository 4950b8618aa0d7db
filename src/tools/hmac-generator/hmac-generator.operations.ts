import { z } from '../../engine/zod';
import { BYTE_ENCODINGS, hexToBytes, utf8Encode } from '../../lib/crypto-encoding';
import { defineOperation } from '../../engine/operation';
import { HMAC_ALGORITHMS, KEY_FORMATS, parseKey } from './hmac-generator.options';

/** The hashes load with the first run, not with the screen, which only needs the schemas. */
const service = () => import('./hmac-generator.service');

/** HMAC of a UTF-8 text; expected values from RFC 4231 and RFC 2202. */
export const hmacGenerator = defineOperation({
  id: 'hmac-generator',
  toolId: 'hmac-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    key: z._default(z.string(), ''),
    keyFormat: z._default(z.enum(KEY_FORMATS), 'text'),
    algorithm: z._default(z.enum(HMAC_ALGORITHMS), 'SHA256'),
    encoding: z._default(z.enum(BYTE_ENCODINGS), 'Hex'),
  }),
  run: async (input, { key, ...options }) => (await service()).hmacText(input, key, options),
  examples: [
    {
      description: 'RFC 4231 test case 2 (HMAC-SHA-256)',
      input: 'what do ya want for nothing?',
      options: { key: 'Jefe' },
      output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
    {
      description: 'RFC 4231 test case 1 (HMAC-SHA-224, hex key)',
      input: 'Hi There',
      options: { key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', keyFormat: 'hex', algorithm: 'SHA224' },
      output: '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
    },
    {
      description: 'RFC 2202 test case 2 (HMAC-MD5), Base64 key and output',
      input: 'what do ya want for nothing?',
      options: { key: 'SmVmZQ==', keyFormat: 'base64', algorithm: 'MD5', encoding: 'Base64' },
      output: 'dQx4PmqwtQPqqG4xCl23OA==',
    },
  ],
});

/**
 * The MAC itself, as bytes, of a message given as bytes: what the screen shows in every encoding
 * and compares with an expected value without computing again. In the browser the input may also
 * be a dropped file (a Blob), read in 4 MB slices instead of all at once.
 */
export const hmacGeneratorMac = defineOperation({
  id: 'hmac-generator-mac',
  toolId: 'hmac-generator',
  input: 'bytes',
  output: 'bytes',
  options: z.omit(hmacGenerator.options, { encoding: true }),
  run: async (input, { key, keyFormat, algorithm }) => {
    const message = input as Uint8Array | Blob;
    const keyBytes = parseKey(key, keyFormat);
    const { computeHmac, computeHmacOfBlob } = await service();
    return message instanceof Blob ? computeHmacOfBlob(algorithm, keyBytes, message) : computeHmac(algorithm, keyBytes, message);
  },
  examples: [
    {
      description: 'RFC 4231 test case 2 (HMAC-SHA-256)',
      input: utf8Encode('what do ya want for nothing?'),
      options: { key: 'Jefe' },
      output: hexToBytes('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'),
    },
  ],
});

export default [hmacGenerator, hmacGeneratorMac];
