import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { ALIGNMENTS, CSV_DELIMITERS, INPUT_DELIMITERS } from './markdown-table';

const service = () => import('./markdown-table-generator.service');

/**
 * CSV, TSV or JSON → an aligned GitHub-flavoured Markdown table. Expected tables written by hand
 * from the GFM spec's table extension (delimiter row `---`, `:--`, `:-:`, `--:`; `\|` for a pipe
 * in a cell), columns padded to their widest cell by display width (CJK and emoji count 2).
 */
export const markdownTableGenerator = defineOperation({
  id: 'markdown-table-generator',
  toolId: 'markdown-table-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    alignment: z._default(z.enum(ALIGNMENTS), 'none'),
    delimiter: z._default(z.enum(INPUT_DELIMITERS), 'auto'),
  }),
  run: async (input, options) => (await service()).toMarkdownTable(input, options),
  examples: [
    {
      description: 'CSV with a header',
      input: 'name,language,stars\nreact,JavaScript,230000\nlinux,C,190000',
      output: '| name  | language   | stars  |\n| ----- | ---------- | ------ |\n| react | JavaScript | 230000 |\n| linux | C          | 190000 |',
    },
    {
      description: 'TSV, right-aligned; a pipe in a cell is escaped',
      input: 'key\tvalue\nor\ta|b\nx\t1',
      options: { alignment: 'right' },
      output: '| key | value |\n| --: | ----: |\n|  or |  a\\|b |\n|   x |     1 |',
    },
    {
      description: 'JSON objects, centred; CJK characters count two columns',
      detect: false,
      input: '[{"city":"東京","pop":14}, {"city":"Paris","pop":2.1}]',
      options: { alignment: 'center' },
      output: '| city  | pop |\n| :---: | :-: |\n| 東京  | 14  |\n| Paris | 2.1 |',
    },
  ],
});

/** The first Markdown table in the text → CSV (RFC 4180 quoting, rows joined by \n), header first. */
export const markdownTableGeneratorToCsv = defineOperation({
  id: 'markdown-table-generator-to-csv',
  toolId: 'markdown-table-generator',
  input: 'text',
  output: 'text',
  options: z.object({ outputDelimiter: z._default(z.enum(CSV_DELIMITERS), 'comma') }),
  run: async (input, options) => (await service()).markdownTableToCsv(input, options),
  examples: [
    {
      description: 'A GFM table; an escaped pipe and a comma in cells',
      input: '| Command | Meaning |\n|---|:---|\n| `a \\| b` | pipe, then b |\n| `ls` | list |',
      output: 'Command,Meaning\n`a | b`,"pipe, then b"\n`ls`,list',
    },
    {
      description: 'Semicolons; a short row filled with an empty cell',
      detect: false,
      input: '| x | y |\n| - | - |\n| 1 |',
      options: { outputDelimiter: 'semicolon' },
      output: 'x;y\n1;',
    },
  ],
});

export default [markdownTableGenerator, markdownTableGeneratorToCsv];
