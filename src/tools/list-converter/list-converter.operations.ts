import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { convertList, DEFAULT_LIST_OPTIONS, SORT_ORDERS, splitToLines } from './list-converter.service';

const d = DEFAULT_LIST_OPTIONS;

/** A column of values to one list, and back. Expected values: the spec's examples, worked by hand. */
export const listConverter = defineOperation({
  id: 'list-converter',
  toolId: 'list-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    trimItems: z.boolean().default(d.trimItems),
    removeDuplicates: z.boolean().default(d.removeDuplicates),
    lowerCase: z.boolean().default(d.lowerCase),
    keepLineBreaks: z.boolean().default(d.keepLineBreaks),
    reverseList: z.boolean().default(d.reverseList),
    sortList: z.enum(SORT_ORDERS).default(d.sortList),
    naturalSort: z.boolean().default(d.naturalSort),
    separator: z.string().default(d.separator),
    itemPrefix: z.string().default(d.itemPrefix),
    itemSuffix: z.string().default(d.itemSuffix),
    listPrefix: z.string().default(d.listPrefix),
    listSuffix: z.string().default(d.listSuffix),
    stripPrefix: z.string().default(d.stripPrefix),
    stripSuffix: z.string().default(d.stripSuffix),
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
  options: z.object({ delimiter: z.string().default(','), trimItems: z.boolean().default(true) }),
  run: (input, { delimiter, trimItems }) => splitToLines(input, delimiter, { trimItems }),
  examples: [{ description: 'A comma-separated list to lines', input: 'a, b, c', output: 'a\nb\nc' }],
});

export default [listConverter, listConverterSplit];
