import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_INDENT_SIZE, formatXml, MAX_INDENT_SIZE, MIN_INDENT_SIZE } from './xml-formatter.service';

/**
 * Format XML: the app's XML reader checks well-formedness (malformed XML: "Provided XML is not
 * valid." with "Line L, column C: reason"), then the document is printed with xml-formatter's
 * layout. Expected outputs written by hand (one element per line), the same as xml-formatter 3.7's.
 */
export const xmlFormatter = defineOperation({
  id: 'xml-formatter',
  toolId: 'xml-formatter',
  input: 'text',
  output: 'text',
  options: z.object({
    indentSize: z._default(z.int().check(z.minimum(MIN_INDENT_SIZE), z.maximum(MAX_INDENT_SIZE)), DEFAULT_INDENT_SIZE),
    collapseContent: z._default(z.boolean(), true),
  }),
  run: (input, options) => formatXml(input, options),
  examples: [
    { description: 'The default input', input: '<hello><world>foo</world><world>bar</world></hello>', output: '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>' },
    { description: 'Collapse off, indent 4', input: '<a><b>t</b></a>', options: { collapseContent: false, indentSize: 4 }, output: '<a>\n    <b>\n        t\n    </b>\n</a>' },
    {
      description: 'Declaration, comment, CDATA and processing instruction kept; attributes re-quoted with "',
      input: "<?xml version='1.0'?><!-- note --><a x='say \"hi\"'><b><![CDATA[x<y]]></b><?pi data?></a>",
      options: { collapseContent: false },
      output: '<?xml version=\'1.0\'?>\n<!-- note -->\n<a x="say &quot;hi&quot;">\n  <b>\n    <![CDATA[x<y]]>\n  </b>\n  <?pi data?>\n</a>',
    },
    { description: 'Blank input gives empty output', detect: false, input: '  \n', output: '' },
  ],
});

export default [xmlFormatter];
