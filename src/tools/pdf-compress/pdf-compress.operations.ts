import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { uncompressedPdf } from './pdf-compress.example';

/** pdf-lib, fflate and the image codecs load with the first run (in the worker), not with the screen. */
const service = () => import('./pdf-compress.service');

export const COMPRESS_MODES = ['lossless', 'lossy'] as const;

/**
 * A smaller PDF, never a larger one. Lossless: object streams, streams recompressed with Flate
 * (level 9, kept when smaller), unreferenced objects removed. Lossy adds: images drawn with more
 * pixels than `dpi` over their page are downsampled and re-encoded as JPEG at `quality`.
 */
export const pdfCompress = defineOperation({
  id: 'pdf-compress',
  toolId: 'pdf-compress',
  input: 'file',
  output: 'file',
  options: z.object({
    mode: z._default(z.enum(COMPRESS_MODES), 'lossless'),
    dpi: z._default(z.int().check(z.minimum(36), z.maximum(600)), 150),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 75),
    password: z._default(z.string(), ''),
  }),
  run: async (file, options, context) => (await service()).compressPdf(file, options, context),
  examples: [
    {
      description: 'A hand-written PDF whose content stream is stored uncompressed (2,661 bytes) → Flate and object streams (pdf-lib 2.11, fflate level 9)',
      input: { name: 'plain.pdf', type: 'application/pdf', bytes: uncompressedPdf() },
      output: {
        name: 'plain.pdf',
        type: 'application/pdf',
        bytes: base64ToBytes(
          'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyAzIDAgUiBdCi9Db3VudCAxCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDIgMCBSCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgNSAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCj4+CmVuZG9iagoKNCAwIG9iago8PAovTGVuZ3RoIDE5NgovRmlsdGVyIC9GbGF0ZURlY29kZQo+PgpzdHJlYW0KeNql1TEKwkAQheHeU0ypIJqZ2dlNWkFPsBdYSNSIpvH+oGBppX/3mtd8zX+osj+pqEk9SzEp0UkdZV2vkzzbY5L7vExbaZc2L9KW8bN2G6k3OdbV190TumuP7t17/X/PfUb3guhyILrsiC4bo+sQXQyILgqii0B0kRBdGKNTRJcGRJcKoksZ0aWE6JIzOkV0PiA67xGdZ0TnLBPOMuEsE84yYSwTxjJhLBPGMmEsE8YyoSwTyjKhLBPKMqE/ZeIFoQ28wQplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gMQovRmlyc3QgNAovTGVuZ3RoIDU5Cj4+CnN0cmVhbQp4nDNVMFCwseHSD6ksSFXQd8vPK+HSDy5NKgFzQYKGXPpOicWpIBkFfY/UnLLUkszkRC47Oy4AA+QR5QplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMSAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA0MAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fkUGAgYGRwQlE1IGI/wwMTAxsQBYTD4hYzcAAAHLLBJcKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjY4MwolJUVPRg==',
        ),
      },
    },
  ],
});

export default [pdfCompress];
