import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';

import { QUERY_LANGUAGES } from './json-query.samples';

const service = () => import('./json-query.service');

const BOOKS = '{"store":{"book":[{"title":"Sayings of the Century","price":8.95},{"title":"Moby Dick","price":8.99,"isbn":"0-553-21311-3"},{"title":"The Lord of the Rings","price":22.99}],"bicycle":{"color":"red","price":399}}}';

/**
 * A query in jq, JSONPath, JMESPath or XPath against a JSON or YAML document (XML for XPath).
 * jq outputs are jq 1.8's, compared with jq on the command line (same flags, same text: each
 * result followed by a line break); JSONPath outputs are RFC 9535's node lists as a JSON array;
 * JMESPath outputs follow its specification's examples; XPath outputs one node per line.
 */
export const jsonQuery = defineOperation({
  id: 'json-query',
  toolId: 'json-query',
  input: 'text',
  output: 'text',
  options: z.object({
    language: z._default(z.enum(QUERY_LANGUAGES), 'jq'),
    query: z._default(z.string(), '.'),
    compact: z._default(z.boolean(), false),
    rawOutput: z._default(z.boolean(), false),
    slurp: z._default(z.boolean(), false),
    nullInput: z._default(z.boolean(), false),
    arg: z._default(z.record(z.string(), z.string()), {}),
  }),
  run: async (input, options) => (await service()).runJsonQuery(input, options),
  examples: [
    {
      description: 'jq -r: the titles of the books under 10 (jq 1.8: `jq -r \'.store.book[] | select(.price < 10) | .title\'`)',
      input: BOOKS,
      options: { query: '.store.book[] | select(.price < 10) | .title', rawOutput: true },
      output: 'Sayings of the Century\nMoby Dick\n',
    },
    {
      description: 'jq: indented by 2 spaces, as jq writes',
      input: '{"a":[1,{"b":null}]}',
      options: { query: '.a' },
      output: '[\n  1,\n  {\n    "b": null\n  }\n]\n',
    },
    {
      description: 'jq -c -s over several values, with --arg',
      detect: false,
      input: '{"n":1}\n{"n":2}\n{"n":3}',
      options: { query: 'map(.n) | {($key): add}', compact: true, slurp: true, arg: { key: 'total' } },
      output: '{"total":6}\n',
    },
    {
      description: 'jq on YAML: the document is read as the JSON it stands for',
      detect: false,
      input: 'services:\n  web:\n    image: nginx:1.27\n  db:\n    image: postgres:17\n',
      options: { query: '.services | keys', compact: true },
      output: '["db","web"]\n',
    },
    {
      description: 'JSONPath (RFC 9535): a filter without parentheses, the node list as an array',
      input: BOOKS,
      options: { language: 'jsonpath', query: '$.store.book[?@.price < 10].title' },
      output: '[\n  "Sayings of the Century",\n  "Moby Dick"\n]',
    },
    {
      description: 'JSONPath: a negative index counts from the end (RFC 9535 §2.3.3)',
      detect: false,
      input: '{"a":[1,2,3]}',
      options: { language: 'jsonpath', query: '$.a[-1]', compact: true },
      output: '[3]',
    },
    {
      description: 'JMESPath: a filter projection and a multiselect hash',
      input: BOOKS,
      options: { language: 'jmespath', query: 'store.book[?price > `10`].{name: title, cost: price}', compact: true },
      output: '[{"name":"The Lord of the Rings","cost":22.99}]',
    },
    {
      description: 'XPath 1.0 on XML: attribute nodes',
      detect: false,
      input: '<catalog><book id="b1"><title>Emma</title></book><book id="b2"><title>Persuasion</title></book></catalog>',
      options: { language: 'xpath', query: '//book/@id' },
      output: 'id="b1"\nid="b2"',
    },
    {
      description: 'XPath: a number (count)',
      detect: false,
      input: '<catalog><book/><book/><magazine/></catalog>',
      options: { language: 'xpath', query: 'count(/catalog/book)' },
      output: '2',
    },
  ],
});

export default [jsonQuery];
