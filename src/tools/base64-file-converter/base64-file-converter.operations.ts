import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { identifyFile } from '../../engine/detect/signatures';
import { bytesToDataUrl, decodeBase64File } from './base64-file-converter.service';

/**
 * Bytes to a Base64 data URL and back. Expected values: RFC 4648 §10 ("foobar" → Zm9vYmFy). In the
 * browser, encoding also takes a dropped file (a Blob) as its input, read in the worker.
 */
export const base64FileEncode = defineOperation({
  id: 'base64-file-encode',
  toolId: 'base64-file-converter',
  input: 'bytes',
  output: 'text',
  // Version 2: an empty MIME type (the new default) is the type the bytes' signature gives; version 1's default was application/octet-stream.
  options: z.object({ mimeType: z._default(z.string(), ''), dataUrl: z._default(z.boolean(), true) }),
  version: 2,
  migrate: (old, fromVersion) => (fromVersion < 2 && old.mimeType === undefined ? { ...old, mimeType: 'application/octet-stream' } : old),
  run: async (input, { mimeType, dataUrl }) => {
    const source = input as Uint8Array | Blob;
    const bytes = source instanceof Blob ? new Uint8Array(await source.arrayBuffer()) : source;
    return bytesToDataUrl(bytes, mimeType || (source instanceof Blob && source.type) || identifyFile(bytes).type, { dataUrl });
  },
  examples: [
    { description: 'RFC 4648 §10: "foobar"', input: new TextEncoder().encode('foobar'), options: { mimeType: 'text/plain' }, output: 'data:text/plain;base64,Zm9vYmFy' },
    { description: 'Raw Base64 without the prefix', input: new TextEncoder().encode('fo'), options: { dataUrl: false }, output: 'Zm8=' },
    {
      description: "No MIME type given: a PNG's own signature names it",
      input: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      output: 'data:image/png;base64,iVBORw0KGgoAAAAN',
    },
  ],
});

export const base64FileDecode = defineOperation({
  id: 'base64-file-decode',
  toolId: 'base64-file-converter',
  input: 'text',
  output: 'bytes',
  options: z.object({}),
  run: (input) => decodeBase64File(input).bytes,
  examples: [{ description: 'RFC 4648 §10: Zm9vYg== → "foob"', input: 'data:text/plain;base64,Zm9vYg==', output: new TextEncoder().encode('foob') }],
});

export default [base64FileEncode, base64FileDecode];
