import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { jsonToCsv } from './json-to-csv.service';

/** Array of objects (or one object) → CSV with a header row, RFC 4180 quoting. */
export const jsonToCsvOperation = defineOperation({
  id: 'json-to-csv',
  toolId: 'json-to-csv',
  input: 'text',
  output: 'text',
  options: z.object({ delimiter: z._default(z.enum(['comma', 'semicolon', 'tab']), 'comma') }),
  run: (input, { delimiter }) => jsonToCsv(input, delimiter),
  examples: [
    { description: 'Header = union of keys; missing cells empty', input: '[{"a":1,"b":"x"},{"b":"y","c":true}]', output: 'a,b,c\n1,x,\n,y,true' },
    { description: 'RFC 4180 §2.6–2.7: fields with commas, quotes or line breaks are quoted, quotes doubled', input: '[{"t":"a,b"},{"t":"say \\"hi\\""},{"t":"x\\ny"}]', output: 't\n"a,b"\n"say ""hi"""\n"x\ny"' },
    { description: 'Semicolon for European spreadsheets', input: '{"price":"1,50","name":"tea"}', options: { delimiter: 'semicolon' }, output: 'price;name\n1,50;tea' },
  ],
});

export default [jsonToCsvOperation];
