import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { paragraphPdf, twoPagePdf } from './pdf-text-extractor.example';

/** PDFium loads with the first run (in a worker or the command line), never with the screen. */
const service = () => import('./pdf-text-extractor.service');

export const TEXT_FORMATS = ['text', 'markdown'] as const;

/** A PDF → its text, page by page; the pages without text (scans) are named in a warning. */
export const pdfTextExtractor = defineOperation({
  id: 'pdf-text-extractor',
  toolId: 'pdf-text-extractor',
  input: 'file',
  output: 'text',
  options: z.object({
    format: z._default(z.enum(TEXT_FORMATS), 'text'),
    pageMarkers: z._default(z.boolean(), false),
    pages: z._default(z.string().check(z.maxLength(1000)), ''),
    password: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  run: async (file, options, context) => (await service()).extractText(file, options, context),
  examples: [
    {
      description: 'Two pages with a line each, with page markers',
      input: { name: 'hello.pdf', type: 'application/pdf', bytes: twoPagePdf() },
      options: { pageMarkers: true },
      output: '--- Page 1 ---\nHello, world.\n\n--- Page 2 ---\nPage two',
    },
    {
      description: 'Markdown-ish: the broken sentence joined into a paragraph, the bullets as a list',
      input: { name: 'lines.pdf', type: 'application/pdf', bytes: paragraphPdf() },
      options: { format: 'markdown' },
      output: 'The text of a PDF comes in lines.\n\n- one\n- two',
    },
  ],
});

export default [pdfTextExtractor];
