import { z } from '../../engine/zod';
import { JSON_INDENT_CHOICES, jsonIndentOf } from '../../lib/data-formats/json-write';
import { defineOperation } from '../../engine/operation';
import { convertXmlToJson } from './xml-to-json.service';

/**
 * XML → JSON in xml-js's compact mapping. Expected outputs written by hand from that mapping
 * (attributes under _attributes, text under _text, repeated names as arrays).
 */
export const xmlToJson = defineOperation({
  id: 'xml-to-json',
  toolId: 'xml-to-json',
  input: 'text',
  output: 'text',
  options: z.object({
    indent: z._default(z.enum(JSON_INDENT_CHOICES), '2'),
    naming: z._default(z.enum(['compact', 'at-hash']), 'compact'),
    typedValues: z._default(z.boolean(), false),
  }),
  run: (input, options) => convertXmlToJson(input, { ...options, indent: jsonIndentOf(options.indent) }),
  examples: [
    { description: 'The tool’s default example', input: `<a x="1.234" y="It's"/>`, output: '{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}' },
    { description: 'Repeated elements become an array', input: '<r><i>1</i><i>2</i></r>', options: { indent: 'minify' }, output: '{"r":{"i":[{"_text":"1"},{"_text":"2"}]}}' },
    { description: 'Declaration, CDATA and comment', input: '<?xml version="1.0"?><a><!--c--><![CDATA[<x>]]></a>', options: { indent: 'minify' }, output: '{"_declaration":{"_attributes":{"version":"1.0"}},"a":{"_comment":"c","_cdata":"<x>"}}' },
    { description: '@attr / #text naming with typed values', input: '<r id="7">true</r>', options: { indent: 'minify', naming: 'at-hash', typedValues: true }, output: '{"r":{"@id":7,"#text":true}}' },
  ],
});

export default [xmlToJson];
