import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeSafelinkLines, formatDecodedLines } from './safelink-decoder.service';
import en from './locales/en.json';

/** Expected outputs decoded by hand: the `url` parameter percent-decoded once. */
export default [
  defineOperation({
    id: 'safelink-decoder',
    toolId: 'safelink-decoder',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => formatDecodedLines(decodeSafelinkLines(input), (key) => en[key]),
    examples: [
      {
        input:
          'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fpath%3Fa%3D1%26b%3D2&data=05%7C01%7C&sdata=abc%3D&reserved=0',
        output: 'https://example.com/path?a=1&b=2',
      },
      {
        description: 'Several links, one failing',
        input: 'https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fit-tools.tech%2F\nhttps://example.com/',
        output: 'https://it-tools.tech/\n# Invalid SafeLinks URL provided',
      },
    ],
  }),
];
