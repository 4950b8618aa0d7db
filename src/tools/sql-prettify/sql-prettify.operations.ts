import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DIALECT_VALUES, formatSql, INDENT_STYLES, KEYWORD_CASES, type Dialect } from './sql-prettify.service';

/** Format SQL. Expected outputs written by hand from sql-formatter's documented layout (2 spaces, clause per line). */
export const sqlPrettify = defineOperation({
  id: 'sql-prettify',
  toolId: 'sql-prettify',
  input: 'text',
  output: 'text',
  options: z.object({
    language: z._default(z.enum(DIALECT_VALUES as [Dialect, ...Dialect[]]), 'sql'),
    keywordCase: z._default(z.enum(KEYWORD_CASES), 'upper'),
    indentStyle: z._default(z.enum(INDENT_STYLES), 'standard'),
  }),
  run: (input, options) => formatSql(input, options),
  examples: [
    {
      description: 'The default query',
      input: 'select field1,field2,field3 from my_table where my_condition;',
      output: 'SELECT\n  field1,\n  field2,\n  field3\nFROM\n  my_table\nWHERE\n  my_condition;',
    },
    { description: 'Lower-case keywords', input: 'SELECT a FROM t', options: { keywordCase: 'lower' }, output: 'select\n  a\nfrom\n  t' },
    { description: 'Blank input', detect: false, input: '   ', output: '' },
  ],
});

export default [sqlPrettify];
