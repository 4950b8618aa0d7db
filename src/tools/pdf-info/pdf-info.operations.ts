import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { examplePdf } from './pdf-info.example';

/** pdf-lib loads with the first run (in the worker), not with the screen, which only needs the schemas. */
const service = () => import('./pdf-info.service');

const password = z._default(z.string(), '');

/**
 * What a PDF holds: version, pages and their sizes (points, millimetres, paper name), the Info
 * entries (dates as ISO 8601), XMP or not, encryption (algorithm, permissions), fonts (embedded or
 * not), images (count, largest), form fields, attachments and signatures.
 */
export const pdfInfo = defineOperation({
  id: 'pdf-info',
  toolId: 'pdf-info',
  input: 'file',
  output: 'data',
  options: z.object({ password }),
  run: async (file, options) => (await service()).readPdfInfo(file, options),
  examples: [
    {
      description: 'A hand-written one-page A4 PDF with Helvetica (not embedded) and an Info dictionary',
      input: { name: 'hello.pdf', type: 'application/pdf', bytes: examplePdf() },
      output: {
        version: '1.4',
        pages: 1,
        pageSizes: [{ pages: '1', width: 595.28, height: 841.89, widthMm: 210, heightMm: 297, paper: 'A4', orientation: 'portrait' }],
        title: 'Draft',
        author: 'Ann',
        created: '2024-03-15T10:30:00+01:00',
        xmp: false,
        encryption: null,
        fonts: [{ name: 'Helvetica', subtype: 'Type1', embedded: false }],
        images: { count: 0 },
        formFields: { count: 0, names: [] },
        attachments: [],
        signatures: { count: 0, fields: [] },
      },
    },
  ],
});

const text = z.optional(z.string());

/**
 * Sets the Info entries given (an empty text removes the entry; those not given are kept), or, with
 * `strip`, removes the Info dictionary and the XMP metadata. The file is rewritten without a new date
 * or ID: the same input and options give the same bytes.
 */
export const pdfInfoEdit = defineOperation({
  id: 'pdf-info-edit',
  toolId: 'pdf-info',
  input: 'file',
  output: 'file',
  options: z.object({ title: text, author: text, subject: text, keywords: text, creator: text, producer: text, strip: z._default(z.boolean(), false), password }),
  run: async (file, options, context) => (await service()).editPdfInfo(file, options, context),
  examples: [
    {
      description: 'The hand-written PDF of pdf-info\'s example: title "Draft" → "Report", the author removed (pdf-lib 2.11 rewrites it)',
      input: { name: 'hello.pdf', type: 'application/pdf', bytes: examplePdf() },
      options: { title: 'Report', author: '' },
      output: {
        name: 'hello.pdf',
        type: 'application/pdf',
        bytes: base64ToBytes(
          'JVBERi0xLjQKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyAzIDAgUiBdCi9Db3VudCAxCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDIgMCBSCi9NZWRpYUJveCBbIDAgMCA1OTUuMjggODQxLjg5IF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgNSAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCj4+CmVuZG9iagoKNCAwIG9iago8PAovTGVuZ3RoIDM3Cj4+CnN0cmVhbQpCVCAvRjEgMjQgVGYgNzIgNzIwIFRkIChIZWxsbykgVGogRVQKCmVuZHN0cmVhbQplbmRvYmoKCjUgMCBvYmoKPDwKL1R5cGUgL0ZvbnQKL1N1YnR5cGUgL1R5cGUxCi9CYXNlRm9udCAvSGVsdmV0aWNhCj4+CmVuZG9iagoKNiAwIG9iago8PAovVGl0bGUgPEZFRkYwMDUyMDA2NTAwNzAwMDZGMDA3MjAwNzQ+Ci9DcmVhdGlvbkRhdGUgKEQ6MjAyNDAzMTUxMDMwMDArMDEnMDAnKQo+PgplbmRvYmoKCnhyZWYKMCA3CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDY2IDAwMDAwIG4gCjAwMDAwMDAxMjYgMDAwMDAgbiAKMDAwMDAwMDI2MSAwMDAwMCBuIAowMDAwMDAwMzQ5IDAwMDAwIG4gCjAwMDAwMDA0MjAgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNwovUm9vdCAxIDAgUgovSW5mbyA2IDAgUgo+PgoKc3RhcnR4cmVmCjUyMAolJUVPRg==',
        ),
      },
    },
  ],
});

export default [pdfInfo, pdfInfoEdit];
