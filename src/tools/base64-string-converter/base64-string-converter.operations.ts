import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeBase64ToText, encodeTextToBase64 } from './base64-string-converter.service';

/** Text (UTF-8) ↔ Base64. Expected values: RFC 4648 §10 test vectors and `base64` from GNU coreutils. */
export const base64StringEncode = defineOperation({
  id: 'base64-string-encode',
  // The short name people type at the command line (`it-tools base64-encode hello`).
  aliases: ['base64-encode'],
  toolId: 'base64-string-converter',
  input: 'text',
  output: 'text',
  options: z.object({ urlSafe: z._default(z.boolean(), false), wrapLines: z._default(z.boolean(), false) }),
  run: (input, options) => encodeTextToBase64(input, options),
  examples: [
    { description: 'RFC 4648 §10', input: 'f', output: 'Zg==' },
    { description: 'RFC 4648 §10', input: 'foobar', output: 'Zm9vYmFy' },
    { description: 'UTF-8 bytes of accents and emoji', input: 'héllo 👋', output: 'aMOpbGxvIPCfkYs=' },
    { description: 'URL-safe alphabet (RFC 4648 §5), no padding', input: '<<<????????>>>', options: { urlSafe: true }, output: 'PDw8Pz8_Pz8_Pz8-Pj4' },
    {
      description: 'MIME lines of 76 characters (RFC 2045), as `base64 -w 76` writes them',
      input: 'a'.repeat(60),
      options: { wrapLines: true },
      output: 'YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh\nYWFh',
    },
  ],
});

const decodeOptions = z.object({ urlSafe: z._default(z.boolean(), false) });

export const base64StringDecode = defineOperation({
  id: 'base64-string-decode',
  aliases: ['base64-decode'],
  toolId: 'base64-string-converter',
  input: 'text',
  output: 'text',
  options: decodeOptions,
  run: (input, { urlSafe }) => decodeBase64ToText(input, { urlSafe }).text,
  examples: [
    { description: 'RFC 4648 §10', input: 'Zm9vYg==', output: 'foob' },
    { description: 'A data URL prefix and line breaks are ignored', input: 'data:text/plain;base64,aGVs\nbG8=', output: 'hello' },
    { description: 'URL-safe without padding', input: 'PDw8Pz8_Pz8_Pz8-Pj4', options: { urlSafe: true }, output: '<<<????????>>>' },
  ],
});

/**
 * What the decoding card shows: the bytes, their UTF-8 reading (invalid sequences as U+FFFD) and
 * whether they look like text (valid UTF-8 without control characters other than tab, LF, CR, FF).
 */
export const base64StringDecodeDetails = defineOperation({
  id: 'base64-string-decode-details',
  toolId: 'base64-string-converter',
  input: 'text',
  output: 'data',
  options: decodeOptions,
  run: (input, { urlSafe }) => decodeBase64ToText(input, { urlSafe }),
  examples: [
    { description: 'RFC 4648 §10: Zm9v is "foo"', input: 'Zm9v', output: { text: 'foo', bytes: new Uint8Array([0x66, 0x6f, 0x6f]), isText: true } },
    { description: '/w== is the single byte FF: not UTF-8, read as U+FFFD', input: '/w==', output: { text: '\uFFFD', bytes: new Uint8Array([0xff]), isText: false } },
    { description: 'AAE= holds the control characters NUL and SOH: not text', input: 'AAE=', output: { text: '\u0000\u0001', bytes: new Uint8Array([0, 1]), isText: false } },
  ],
});

export default [base64StringEncode, base64StringDecode, base64StringDecodeDetails];
