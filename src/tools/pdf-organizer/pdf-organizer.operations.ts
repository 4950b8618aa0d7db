import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./pdf-organizer.service');

/** Three empty pages of 100 × 100, 200 × 100 and 300 × 100 pt, written by pdf-lib without dates or ID (so the output is the same at every run). */
export const EXAMPLE_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgNCAwIFIgNSAwIFIgXQovQ291bnQgMwo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDEwMCAxMDAgXQo+PgplbmRvYmoKCjQgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAxIDAgUgovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAyMDAgMTAwIF0KPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAo+PgovTWVkaWFCb3ggWyAwIDAgMzAwIDEwMCBdCj4+CmVuZG9iagoKeHJlZgowIDYKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwODggMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjI5IDAwMDAwIG4gCjAwMDAwMDAzMjAgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNgovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjQxMQolJUVPRg==';

const EXAMPLE_OUTPUT =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgMyAwIFIgNCAwIFIgNiAwIFIgXQovQ291bnQgNAo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDEwMCAxMDAgXQo+PgplbmRvYmoKCjQgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAxIDAgUgovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAyMDAgMTAwIF0KL1JvdGF0ZSA5MAo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAxIDAgUgovUmVzb3VyY2VzIDw8Cj4+Ci9NZWRpYUJveCBbIDAgMCAzMDAgMTAwIF0KPj4KZW5kb2JqCgo2IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAo+PgovTWVkaWFCb3ggWyAwIDAgMTAwIDIwMCBdCj4+CmVuZG9iagoKNyAwIG9iago8PAovU2l6ZSA4Ci9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggMzgKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgOCBdCj4+CnN0cmVhbQp4nGNgYPj/n5FBgIGBkSEOREwAEa+BBGMgiFgDJJjYGRgAfOoE9wplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNTE5CiUlRU9G';

/**
 * A PDF's pages in a new order: some left out (deleted), some twice (duplicated), turned, blank
 * pages inserted, as a list such as `3,1,2r90,blank,2`.
 */
export const pdfOrganizer = defineOperation({
  id: 'pdf-organizer',
  toolId: 'pdf-organizer',
  input: 'file',
  output: 'file',
  options: z.object({
    pages: z._default(z.string(), ''),
    password: z._default(z.string(), ''),
  }),
  run: async (file, options, context) => (await service()).organizePdf(file, options, context),
  examples: [
    {
      description: 'Three pages (100, 200 and 300 pt wide): page 3, page 1, page 2 turned 90° clockwise, then a blank page (the size of the turned page 2: 100 × 200 pt)',
      input: { name: 'three.pdf', type: 'application/pdf', bytes: base64ToBytes(EXAMPLE_PDF) },
      options: { pages: '3,1,2r90,blank' },
      output: { name: 'three.pdf', type: 'application/pdf', bytes: base64ToBytes(EXAMPLE_OUTPUT) },
    },
  ],
});

export default [pdfOrganizer];
