import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { CASE_IDS, convertText } from './case-converter.service';

/** Rewrites a string in one letter case. Expected values by hand from the word rules. */
export default [
  defineOperation({
    id: 'case-converter',
    toolId: 'case-converter',
    input: 'text',
    output: 'text',
    options: z.object({
      case: z.enum(CASE_IDS).default('camelcase'),
      perLine: z.boolean().default(false),
    }),
    run: (input, options) => convertText(input, options.case, { perLine: options.perLine }),
    examples: [
      {
        description: 'camelCase',
        input: 'lorem ipsum dolor sit amet',
        output: 'loremIpsumDolorSitAmet',
      },
      {
        description: 'Acronyms split before their last capital',
        input: 'helloWorld XMLHttpRequest',
        options: { case: 'snakecase' },
        output: 'hello_world_xml_http_request',
      },
      {
        description: 'Digits stay in their word',
        input: 'user_id2 value',
        options: { case: 'constantcase' },
        output: 'USER_ID2_VALUE',
      },
      {
        description: 'Mocking case',
        input: 'lorem ipsum',
        options: { case: 'mockingcase' },
        output: 'LoReM IpSuM',
      },
      {
        description: 'Each line on its own',
        input: 'foo bar\nbaz qux',
        options: { case: 'paramcase', perLine: true },
        output: 'foo-bar\nbaz-qux',
      },
    ],
  }),
];
