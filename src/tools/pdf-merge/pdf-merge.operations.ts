import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./pdf-merge.service');

/** One empty page of 100 × 100 pt, then one of 200 × 100 pt: written by pdf-lib without dates, ID or object streams. */
const A_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDEwMCAxMDAgXQo+PgplbmRvYmoKCnhyZWYKMCA0CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDc2IDAwMDAwIG4gCjAwMDAwMDAxMjYgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjIxNwolJUVPRg==';
const B_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDIwMCAxMDAgXQo+PgplbmRvYmoKCnhyZWYKMCA0CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDc2IDAwMDAwIG4gCjAwMDAwMDAxMjYgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjIxNwolJUVPRg==';

/** PDFs and JPEG, PNG or WebP images → one PDF, in the order given, with a bookmark per input. */
export const pdfMerge = defineOperation({
  id: 'pdf-merge',
  toolId: 'pdf-merge',
  input: 'files',
  output: 'file',
  options: z.object({
    password: z._default(z.string(), ''),
    name: z._default(z.string(), 'merged.pdf'),
    bookmarks: z._default(z.boolean(), true),
  }),
  run: async (files, options) => (await service()).mergePdfs(files, options),
  examples: [
    {
      description: 'Two one-page PDFs (100 × 100 pt, then 200 × 100 pt) → one of two pages, bookmarks "a.pdf" and "b.pdf" (pdf-lib as bundled; no dates, no ID)',
      input: [
        { name: 'a.pdf', type: 'application/pdf', bytes: base64ToBytes(A_PDF) },
        { name: 'b.pdf', type: 'application/pdf', bytes: base64ToBytes(B_PDF) },
      ],
      options: { name: 'both.pdf' },
      output: {
        name: 'both.pdf',
        type: 'application/pdf',
        bytes: base64ToBytes(
          'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgNCAwIFIgXQovQ291bnQgMgo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCi9PdXRsaW5lcyA1IDAgUgo+PgplbmRvYmoKCjMgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1Jlc291cmNlcyA8PAo+PgovTWVkaWFCb3ggWyAwIDAgMTAwIDEwMCBdCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDIwMCAxMDAgXQovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKOCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDMKL0ZpcnN0IDE1Ci9MZW5ndGggMTUwCj4+CnN0cmVhbQp4nIWOuwrCQBBF+/2K+wc7eW2aZRvNVqJB7MQixRQLIcpmI/r3TnwVIqQYuANzzp0KBIPKoEZWFrBW6cP9wtC7KfVh4FFpH+KY5IiwV3rTSa5feXWehoRcOaeeXEg9w/rGeyKTEeUNUU2SSxnjlG67yELMnYJv+fZVrVm0RxTzBmlMOP3X5ovaNvL18+1bW/5oHwTwO7EKZW5kc3RyZWFtCmVuZG9iagoKOSAwIG9iago8PAovU2l6ZSAxMAovUm9vdCAyIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDQ2Ci9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDEwIF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRIQhETAER7xkYmBg4IAQjiGBiZPQCSjC5MTAAAJ8PBJ4KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjU4MgolJUVPRg==',
        ),
      },
    },
  ],
});

export default [pdfMerge];
