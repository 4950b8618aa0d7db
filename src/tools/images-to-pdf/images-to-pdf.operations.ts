import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { pdfName } from '../../engine/pdf/document';

const service = () => import('./images-to-pdf.service');

/** 4 × 4 pixels: red, green, blue and white squares of 2 × 2. */
const SQUARES_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAT0lEQVR4AQFEALv/AOYoKP/mKCj/KMg8/yjIPP8A5igo/+YoKP8oyDz/KMg8/wAeWtz/Hlrc//r6+v/6+vr/AB5a3P8eWtz/+vr6//r6+v8CHyqB57RD3gAAAABJRU5ErkJggg==';

/** SQUARES_PNG on an A4 page (the example's output). */
const EXAMPLE_PDF =
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0JpdHNQZXJDb21wb25lbnQgOAovV2lkdGggNAovSGVpZ2h0IDQKL0NvbG9yU3BhY2UgL0RldmljZVJHQgovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDI4Cj4+CnN0cmVhbQp4nHumoQFEGidsgAiZLRd1B4h+gQEyGwAeBhqRCmVuZHN0cmVhbQplbmRvYmoKCjQgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAxIDAgUgovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Cj4+Ci9YT2JqZWN0IDw8Ci9JbTEgMyAwIFIKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgNTk1LjI3NiA4NDEuODkgXQovQW5ub3RzIFsgXQovQ29udGVudHMgWyA1IDAgUiBdCj4+CmVuZG9iagoKNSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDUwCj4+CnN0cmVhbQp4nCvkMjW20DO1MFYwAEIY28hCz9jETMHQ1FDPzNREITmXS98z11DBJZ8rkAsA/RwKOQplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9TaXplIDcKL1Jvb3QgMiAwIFIKL0lEIFsgPDU5MTcxNTM1YjhjYTk2YzAyMjkzNmE5ODhjNDg3Zjc3PiA8NTkxNzE1MzViOGNhOTZjMDIyOTM2YTk4OGM0ODdmNzc+IF0KL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzNgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA3IF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRwQdE1AEJRnsQ8QNIMBUxMAAAXSUEjAplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNjI2CiUlRU9G';

/** The PDF's name when none is given: the image's own for one image (photo.jpg → photo.pdf), images.pdf for several. */
export const defaultPdfName = (names: readonly string[]): string => (names.length === 1 ? pdfName(names[0]!) : 'images.pdf');

/** JPEG, PNG and WebP images → one PDF, one image per page, in the order given. */
export const imagesToPdf = defineOperation({
  id: 'images-to-pdf',
  toolId: 'images-to-pdf',
  input: 'files',
  output: 'file',
  options: z.object({
    pageSize: z._default(z.enum(['fit', 'a4', 'letter']), 'fit'),
    orientation: z._default(z.enum(['auto', 'portrait', 'landscape']), 'auto'),
    margin: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
    name: z._default(z.string(), ''),
  }),
  run: async (files, options, context) => (await service()).imagesToPdf(files, options, context),
  examples: [
    {
      description: 'A 4 × 4 PNG on an A4 page with 10 mm margins: the output has no dates and an /ID made from the images, so its bytes are always these',
      input: [{ name: 'squares.png', type: 'image/png', bytes: base64ToBytes(SQUARES_PNG) }],
      options: { pageSize: 'a4' },
      output: { name: 'squares.pdf', type: 'application/pdf', bytes: base64ToBytes(EXAMPLE_PDF) },
    },
  ],
});

export default [imagesToPdf];
