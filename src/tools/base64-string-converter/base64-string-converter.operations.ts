import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { decodeBase64ToText, encodeTextToBase64 } from './base64-string-converter.service';

/** Text (UTF-8) ↔ Base64. Expected values: RFC 4648 §10 test vectors and `base64` from GNU coreutils. */
export default [
  defineOperation({
    id: 'base64-string-encode',
    toolId: 'base64-string-converter',
    input: 'text',
    output: 'text',
    options: z.object({ urlSafe: z.boolean().default(false), wrapLines: z.boolean().default(false) }),
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
  }),
  defineOperation({
    id: 'base64-string-decode',
    toolId: 'base64-string-converter',
    input: 'text',
    output: 'text',
    options: z.object({ urlSafe: z.boolean().default(false) }),
    run: (input, { urlSafe }) => decodeBase64ToText(input, { urlSafe }).text,
    examples: [
      { description: 'RFC 4648 §10', input: 'Zm9vYg==', output: 'foob' },
      { description: 'A data URL prefix and line breaks are ignored', input: 'data:text/plain;base64,aGVs\nbG8=', output: 'hello' },
      { description: 'URL-safe without padding', input: 'PDw8Pz8_Pz8_Pz8-Pj4', options: { urlSafe: true }, output: '<<<????????>>>' },
    ],
  }),
];
