import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { DEFAULT_INDENT_SIZE, formatWellFormedXml, MAX_INDENT_SIZE, MIN_INDENT_SIZE } from './xml-formatter.service';

/**
 * Format XML. The operation formats only: the well-formedness check needs the browser's DOMParser,
 * which the page runs before formatting. Expected outputs written by hand (one element per line).
 */
export default [
  defineOperation({
    id: 'xml-formatter',
    toolId: 'xml-formatter',
    input: 'text',
    output: 'text',
    options: z.object({
      indentSize: z.number().int().min(MIN_INDENT_SIZE).max(MAX_INDENT_SIZE).default(DEFAULT_INDENT_SIZE),
      collapseContent: z.boolean().default(true),
    }),
    run: (input, options) => formatWellFormedXml(input, options),
    examples: [
      { input: '<hello><world>foo</world><world>bar</world></hello>', output: '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>' },
      { input: '<a><b>t</b></a>', options: { collapseContent: false, indentSize: 4 }, output: '<a>\n    <b>\n        t\n    </b>\n</a>' },
    ],
  }),
];
