import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertJsonToXml } from './json-to-xml.service';

/** JSON → XML, the inverse of XML to JSON's compact mapping. Expected outputs escaped per XML 1.0 §2.4 and §3.3.3. */
export const jsonToXml = defineOperation({
  id: 'json-to-xml',
  toolId: 'json-to-xml',
  input: 'text',
  output: 'text',
  options: z.object({ indent: z._default(z.boolean(), false), declaration: z._default(z.boolean(), false) }),
  run: (input, options) => convertJsonToXml(input, options),
  examples: [
    { description: 'The tool’s default example', input: `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`, output: `<a x="1.234" y="It's"/>` },
    { description: 'Text escaping', input: '{"a":"5 < 6 & ok"}', output: '<a>5 &lt; 6 &amp; ok</a>' },
    { description: 'Arrays repeat the element; null self-closes', input: '{"r":{"i":[1,2],"e":null}}', output: '<r><i>1</i><i>2</i><e/></r>' },
    { description: 'Indented, with a declaration', input: '{"r":{"a":"x"}}', options: { indent: true, declaration: true }, output: '<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <a>x</a>\n</r>' },
  ],
});

export default [jsonToXml];
