import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { CASE_IDS, convertAllCases, convertText } from './case-converter.service';

/** Rewrites a string in one letter case. Expected values by hand from the word rules. */
export const caseConverter = defineOperation({
  id: 'case-converter',
  toolId: 'case-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    case: z._default(z.enum(CASE_IDS), 'camelcase'),
    perLine: z._default(z.boolean(), false),
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
});

/** Every case at once (what the screen shows): one field per case id. Expected values by hand from the word rules. */
export const caseConverterAll = defineOperation({
  id: 'case-converter-all',
  toolId: 'case-converter',
  input: 'text',
  output: 'data',
  options: z.object({
    perLine: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertAllCases(input, { perLine: options.perLine }),
  examples: [
    {
      description: 'The default string in all sixteen cases',
      input: 'lorem ipsum dolor sit amet',
      output: {
        lowercase: 'lorem ipsum dolor sit amet',
        uppercase: 'LOREM IPSUM DOLOR SIT AMET',
        camelcase: 'loremIpsumDolorSitAmet',
        capitalcase: 'Lorem Ipsum Dolor Sit Amet',
        constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
        dotcase: 'lorem.ipsum.dolor.sit.amet',
        headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
        nocase: 'lorem ipsum dolor sit amet',
        paramcase: 'lorem-ipsum-dolor-sit-amet',
        pascalcase: 'LoremIpsumDolorSitAmet',
        pathcase: 'lorem/ipsum/dolor/sit/amet',
        sentencecase: 'Lorem ipsum dolor sit amet',
        snakecase: 'lorem_ipsum_dolor_sit_amet',
        mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
        titlecase: 'Lorem Ipsum Dolor Sit Amet',
        inversecase: 'LOREM IPSUM DOLOR SIT AMET',
      },
    },
    {
      description: 'Each line on its own: line breaks kept',
      input: 'foo bar\nbaz qux',
      options: { perLine: true },
      output: {
        lowercase: 'foo bar\nbaz qux',
        uppercase: 'FOO BAR\nBAZ QUX',
        camelcase: 'fooBar\nbazQux',
        capitalcase: 'Foo Bar\nBaz Qux',
        constantcase: 'FOO_BAR\nBAZ_QUX',
        dotcase: 'foo.bar\nbaz.qux',
        headercase: 'Foo-Bar\nBaz-Qux',
        nocase: 'foo bar\nbaz qux',
        paramcase: 'foo-bar\nbaz-qux',
        pascalcase: 'FooBar\nBazQux',
        pathcase: 'foo/bar\nbaz/qux',
        sentencecase: 'Foo bar\nBaz qux',
        snakecase: 'foo_bar\nbaz_qux',
        mockingcase: 'FoO BaR\nBaZ QuX',
        titlecase: 'Foo Bar\nBaz Qux',
        inversecase: 'FOO BAR\nBAZ QUX',
      },
    },
  ],
});

export default [caseConverter, caseConverterAll];
