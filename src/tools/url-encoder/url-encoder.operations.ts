import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeUrl, ENCODING_MODES, encodeUrl } from './url-encoder.service';

/** Percent-encoding per RFC 3986 §2.1 (UTF-8 bytes, uppercase hex), as the ECMAScript functions define it. */
export const urlEncoderEncode = defineOperation({
  id: 'url-encoder-encode',
  toolId: 'url-encoder',
  input: 'text',
  output: 'text',
  options: z.object({ mode: z._default(z.enum(ENCODING_MODES), 'component') }),
  run: (input, { mode }) => encodeUrl(input, mode),
  examples: [
    { description: 'Space is %20, ":" is %3A, parentheses stay (encodeURIComponent unreserved set)', input: 'Hello world :)', output: 'Hello%20world%20%3A)' },
    { description: '"é" is U+00E9, UTF-8 bytes C3 A9', input: 'café', output: 'caf%C3%A9' },
    { description: 'Reserved characters are encoded as a component', input: 'a=1&b=2/c?d#e', output: 'a%3D1%26b%3D2%2Fc%3Fd%23e' },
    { description: 'A full URL keeps its reserved characters (encodeURI)', input: 'https://x.test/a b?q=é&r=1#top', options: { mode: 'full' }, output: 'https://x.test/a%20b?q=%C3%A9&r=1#top' },
    { description: 'U+1F44B is F0 9F 91 8B in UTF-8', input: '👋', output: '%F0%9F%91%8B' },
  ],
});

export const urlEncoderDecode = defineOperation({
  id: 'url-encoder-decode',
  toolId: 'url-encoder',
  input: 'text',
  output: 'text',
  options: z.object({ plusAsSpace: z._default(z.boolean(), false) }),
  run: (input, { plusAsSpace }) => decodeUrl(input, plusAsSpace),
  examples: [
    { input: 'Hello%20world%20%3A)', output: 'Hello world :)' },
    { description: 'Reserved characters are decoded too', input: '%2F%3F%23%26', output: '/?#&' },
    { description: '"+" stays "+" by default', input: 'a+b%2Bc', output: 'a+b+c' },
    { description: 'Form encoding: "+" is a space, "%2B" a plus', input: 'a+b%2Bc', options: { plusAsSpace: true }, output: 'a b+c' },
    { description: 'UTF-8 bytes E2 82 AC are U+20AC', input: '%E2%82%AC', output: '€' },
  ],
});

export default [urlEncoderEncode, urlEncoderDecode];
