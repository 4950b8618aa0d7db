import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { parseUrl } from './url-parser.service';

/** Expected values follow the WHATWG URL Standard's parsing rules. */
export default [
  defineOperation({
    id: 'url-parser',
    toolId: 'url-parser',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => parseUrl(input) ?? null,
    examples: [
      {
        input: 'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=value2#the-hash',
        output: {
          protocol: 'https:',
          username: 'me',
          password: 'pwd',
          hostname: 'it-tools.tech',
          port: '3000',
          pathname: '/url-parser',
          search: '?key1=value&key2=value2',
          hash: '#the-hash',
          origin: 'https://it-tools.tech:3000',
          params: [
            ['key1', 'value'],
            ['key2', 'value2'],
          ],
        },
      },
      {
        description: 'The default port is dropped, dot segments resolved, "+" in a value is a space, duplicates kept',
        input: 'HTTP://Example.COM:80/a/../b/./c?a=1+2&a=3&flag',
        output: {
          protocol: 'http:',
          username: '',
          password: '',
          hostname: 'example.com',
          port: '',
          pathname: '/b/c',
          search: '?a=1+2&a=3&flag',
          hash: '',
          origin: 'http://example.com',
          params: [
            ['a', '1 2'],
            ['a', '3'],
            ['flag', ''],
          ],
        },
      },
    ],
  }),
];
