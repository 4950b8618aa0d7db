import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./pdf-split.service');

/** Three empty pages of 100, 200 and 300 × 100 pt: written by pdf-lib without dates, ID or object streams. */
const THREE_PAGES =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgNCAwIFIgNSAwIFIgXQovQ291bnQgMwo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDEwMCAxMDAgXQo+PgplbmRvYmoKCjQgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAxIDAgUgovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAyMDAgMTAwIF0KPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAo+PgovTWVkaWFCb3ggWyAwIDAgMzAwIDEwMCBdCj4+CmVuZG9iagoKeHJlZgowIDYKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwODggMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjI5IDAwMDAwIG4gCjAwMDAwMDAzMjAgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNgovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjQxMQolJUVPRg==';

export const SPLIT_MODES = ['ranges', 'every', 'each'] as const;

/** One PDF → several: a file per part of a page selection (or all of it in one file), every N pages, or a file per page. */
export const pdfSplit = defineOperation({
  id: 'pdf-split',
  toolId: 'pdf-split',
  input: 'file',
  output: 'files',
  options: z.object({
    mode: z._default(z.enum(SPLIT_MODES), 'ranges'),
    pages: z._default(z.string(), ''),
    every: z._default(z.int().check(z.minimum(1), z.maximum(2000)), 2),
    oneFile: z._default(z.boolean(), false),
    password: z._default(z.string(), ''),
  }),
  run: async (file, options) => (await service()).splitPdf(file, options),
  examples: [
    {
      description: 'Pages "1,2-3" of a three-page PDF → book-p1.pdf (page 1) and book-p2-3.pdf (pages 2 and 3) (pdf-lib as bundled; no dates, no ID)',
      input: { name: 'book.pdf', type: 'application/pdf', bytes: base64ToBytes(THREE_PAGES) },
      options: { pages: '1,2-3' },
      output: [
        {
          name: 'book-p1.pdf',
          type: 'application/pdf',
          bytes: base64ToBytes(
            'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKNCAwIG9iago8PAovVHlwZSAvUGFnZQovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAxMDAgMTAwIF0KL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiAxCi9GaXJzdCA0Ci9MZW5ndGggMTcKPj4Kc3RyZWFtCnicM1YwUMgrzcnhAgALBAJpCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL1NpemUgNwovUm9vdCAyIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDM3Ci9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDcgXQo+PgpzdHJlYW0KeJxjYGD4/5+RQYCBgZHBh4GBiYEVxKoDETeBBKMfAwMAVmsEDQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMzM0CiUlRU9G',
          ),
        },
        {
          name: 'book-p2-3.pdf',
          type: 'application/pdf',
          bytes: base64ToBytes(
            'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgNSAwIFIgXQovQ291bnQgMgo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKNCAwIG9iago8PAovVHlwZSAvUGFnZQovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAyMDAgMTAwIF0KL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1Jlc291cmNlcyA8PAo+PgovTWVkaWFCb3ggWyAwIDAgMzAwIDEwMCBdCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo2IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gMQovRmlyc3QgNAovTGVuZ3RoIDE3Cj4+CnN0cmVhbQp4nDNWMFDIK83J4QIACwQCaQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA0MAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRIYiBgYmBDcRqARH3gQSjFYhYz8AAAG2bBL0KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjQzMQolJUVPRg==',
          ),
        },
      ],
    },
  ],
});

export default [pdfSplit];
