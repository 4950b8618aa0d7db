import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertList, DEFAULT_LIST_OPTIONS, SORT_ORDERS, splitToLines } from './list-converter.service';

const d = DEFAULT_LIST_OPTIONS;

/** A column of values to one list, and back. Expected values: the spec's examples, worked by hand. */
export const listConverter = defineOperation({
  id: 'list-converter',
  toolId: 'list-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    trimItems: z._default(z.boolean(), d.trimItems),
    removeDuplicates: z._default(z.boolean(), d.removeDuplicates),
    lowerCase: z._default(z.boolean(), d.lowerCase),
    keepLineBreaks: z._default(z.boolean(), d.keepLineBreaks),
    reverseList: z._default(z.boolean(), d.reverseList),
    sortList: z._default(z.enum(SORT_ORDERS), d.sortList),
    naturalSort: z._default(z.boolean(), d.naturalSort),
    separator: z._default(z.string(), d.separator),
    itemPrefix: z._default(z.string(), d.itemPrefix),
    itemSuffix: z._default(z.string(), d.itemSuffix),
    listPrefix: z._default(z.string(), d.listPrefix),
    listSuffix: z._default(z.string(), d.listSuffix),
    stripPrefix: z._default(z.string(), d.stripPrefix),
    stripSuffix: z._default(z.string(), d.stripSuffix),
  }),
  run: (input, options) => convertList(input, options),
  examples: [
    { description: 'Quoted items, duplicates removed', input: '1\n2\n2\n4\n3', options: { itemPrefix: "'", itemSuffix: "'" }, output: "'1', '2', '4', '3'" },
    {
      description: 'An HTML list, one item per line',
      input: '1\n2\n3',
      options: { keepLineBreaks: true, separator: '', itemPrefix: '<li>', itemSuffix: '</li>', listPrefix: '<ul>', listSuffix: '</ul>' },
      output: '<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>',
    },
    { description: 'Sort then reverse', input: 'b\na\nc', options: { sortList: 'asc', reverseList: true }, output: 'c, b, a' },
  ],
});

export const listConverterSplit = defineOperation({
  id: 'list-converter-split',
  toolId: 'list-converter',
  input: 'text',
  output: 'text',
  options: z.object({ delimiter: z._default(z.string(), ','), trimItems: z._default(z.boolean(), true) }),
  run: (input, { delimiter, trimItems }) => splitToLines(input, delimiter, { trimItems }),
  examples: [{ description: 'A comma-separated list to lines', input: 'a, b, c', output: 'a\nb\nc' }],
});

export default [listConverter, listConverterSplit];
