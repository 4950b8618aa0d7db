import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { BYTE_ENCODINGS, COMPRESSION_FORMATS } from './compression-converter.format';

/** fflate and brotli-wasm load with the service, only when an operation runs. */
const service = () => import('./compression-converter.service');

const FORMAT = z.enum(COMPRESSION_FORMATS);

/**
 * Text → compressed bytes as Base64 or hex. Expected outputs: the bytes of `printf 'Hello, World!' |
 * gzip -n`-style streams (gzip with mtime 0 and no name, OS byte 3), checked by hand with
 * `base64 -d | gunzip`, Python's zlib (`zlib.decompress(data)`, `zlib.decompress(data, -15)`) and
 * Node's zlib.brotliDecompressSync.
 */
export const compressionCompress = defineOperation({
  id: 'compression-converter-compress',
  toolId: 'compression-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    format: z._default(FORMAT, 'gzip'),
    encoding: z._default(z.enum(BYTE_ENCODINGS), 'base64'),
    /** Absent: the format's default (6 for gzip, zlib and deflate; 11 for Brotli). */
    level: z.optional(z.int().check(z.minimum(0), z.maximum(11))),
  }),
  run: async (input, options) => (await (await service()).compressText(input, options)).output,
  examples: [
    { description: 'gzip, Base64 (mtime 0, no file name)', input: 'Hello, World!', output: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA' },
    { description: 'zlib, hex (78 9c: default level)', input: 'Hello, World!', options: { format: 'zlib', encoding: 'hex' }, output: '789cf348cdc9c9d75108cf2fca495104001f9e046a' },
    { description: 'Raw deflate at level 9', input: 'Hello, World!', options: { format: 'deflate', level: 9 }, output: '80jNycnXUQjPL8pJUQQA' },
    { description: 'Brotli (a short text is stored as it is)', input: 'Hello, World!', options: { format: 'brotli' }, output: 'CwaASGVsbG8sIFdvcmxkIQM=' },
    { description: 'Empty text gives an empty output', input: '', output: '' },
  ],
});

/**
 * Base64 or hex of gzip, zlib, raw deflate or Brotli → the text. The format is found from the bytes
 * (gzip's magic number, zlib's header check, else deflate and Brotli are tried).
 */
export const compressionDecompress = defineOperation({
  id: 'compression-converter-decompress',
  toolId: 'compression-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    format: z._default(z.enum(['auto', ...COMPRESSION_FORMATS]), 'auto'),
    encoding: z._default(z.enum(['auto', ...BYTE_ENCODINGS]), 'auto'),
    showAs: z._default(z.enum(['text', 'hex']), 'text'),
  }),
  run: async (input, options) => (await (await service()).decompressText(input, options)).output,
  examples: [
    { description: 'Base64 of gzip (detected by its magic number 1f 8b)', input: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', output: 'Hello, World!' },
    { description: 'Base64 of zlib (detected by its header check)', input: 'eJzzSM3JyddRCM8vyklRBAAfngRq', output: 'Hello, World!' },
    { description: 'Hex of zlib', input: '789cf348cdc9c9d75108cf2fca495104001f9e046a', output: 'Hello, World!' },
    { description: 'Raw deflate (no header: tried as deflate, then Brotli)', input: '80jNycnXUQjPL8pJUQQA', output: 'Hello, World!', detect: false },
    { description: 'Brotli', input: 'CwaASGVsbG8sIFdvcmxkIQM=', options: { format: 'brotli' }, output: 'Hello, World!', detect: false },
    { description: 'The decompressed bytes as hex', input: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', options: { showAs: 'hex' }, output: '48656c6c6f2c20576f726c6421', detect: false },
  ],
});

export default [compressionCompress, compressionDecompress];
