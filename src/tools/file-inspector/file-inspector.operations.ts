import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { pngWithHiddenPng, TINY_PNG } from './file-inspector.example';
import { fileToHex, fileToHexInPieces, hexDump, hexDumpInPieces, hexToBytes, inspectFile, type InspectReport } from './file-inspector.service';

/** A file an operation reads itself (a Blob on the page and the command line) or a file value's bytes (recipes, examples). */
const asBlob = (input: FileValue | Blob): Blob => (input instanceof Blob ? input : new File([input.bytes as Uint8Array<ArrayBuffer>], input.name, { type: input.type }));
const control = ({ progress, signal }: OperationContext) => ({ ...(progress ? { progress } : {}), ...(signal ? { signal } : {}) });

const inspectOptions = z.object({
  blocks: z._default(z.int().check(z.minimum(0), z.maximum(256)), 32),
  embedded: z._default(z.boolean(), true),
});
const inspect = (file: File, options: z.output<typeof inspectOptions>, context: OperationContext): Promise<InspectReport> => inspectFile(file, options, control(context));

/**
 * The file's real type from its signature against its extension (a mismatch said), MIME type,
 * Shannon entropy overall and per block, files embedded at offsets > 0. Streamed: a file of
 * gigabytes is read in slices, never held.
 */
export const fileInspector = defineOperation({
  id: 'file-inspector',
  toolId: 'file-inspector',
  input: 'file',
  output: 'data',
  options: inspectOptions,
  runFile: inspect,
  run: runOnBytes(inspect),
  examples: [
    {
      description: 'A PNG named .jpg, with a second PNG hidden after its end (at byte 87)',
      input: { name: 'photo.jpg', type: 'image/jpeg', bytes: pngWithHiddenPng() },
      options: { blocks: 2 },
      output: {
        name: 'photo.jpg',
        size: 157,
        detected: { type: 'image/png', ext: 'png', name: 'PNG image', family: 'image', by: 'signature' },
        extension: 'jpg',
        extensionType: { type: 'image/jpeg', ext: 'jpg', name: 'JPEG image', family: 'image' },
        verdict: 'mismatch',
        mismatch: true,
        message: 'Content: PNG image, but the extension .jpg says JPEG image. Rename it .png, or beware of it.',
        firstBytes: '89504e470d0a1a0a0000000d49484452',
        entropy: 4.8006,
        entropyHint: 'text',
        entropyMessage: 'Typical of text or structured data.',
        entropyBlocks: { blockSize: 79, values: [4.807, 4.687] },
        embedded: [{ offset: 87, offsetHex: '0x00000057', type: 'image/png', ext: 'png', name: 'PNG image' }],
        embeddedTruncated: false,
      },
    },
  ],
});

const rangeOptions = z.object({
  offset: z._default(z.string(), '0'),
  length: z._default(z.string(), ''),
});

/** A hex dump of a range (`hexdump -C`'s layout: offset, 16 bytes in two groups of 8, the printable characters). */
export const fileInspectorHex = defineOperation({
  id: 'file-inspector-hex',
  toolId: 'file-inspector',
  input: 'file',
  output: 'text',
  options: rangeOptions,
  runFile: (file, options, context) => hexDump(file, options, control(context)),
  run: (file, options, context) => hexDump(asBlob(file), options, control(context)),
  runInPieces: (file, options, context, write) => hexDumpInPieces(asBlob(file as FileValue | Blob), options, write, control(context)),
  examples: [
    {
      description: 'Bytes 0x10 to 0x2f of a 1×1 PNG: its IHDR chunk (as `hexdump -C -s 16 -n 32` prints it)',
      input: { name: 'pixel.png', type: 'image/png', bytes: TINY_PNG },
      options: { offset: '0x10', length: '32' },
      output:
        '00000010  00 00 00 01 00 00 00 01  08 06 00 00 00 1f 15 c4  |................|\n' +
        '00000020  89 00 00 00 0d 49 44 41  54 78 da 63 64 f8 cf 50  |.....IDATx.cd..P|\n' +
        '00000030\n',
    },
  ],
});

const toHexOptions = z.object({
  uppercase: z._default(z.boolean(), false),
  bytesPerLine: z._default(z.int().check(z.minimum(0), z.maximum(65536)), 0),
});

/** A file's bytes as one hexadecimal text (two digits a byte), streamed. */
export const fileToHexOperation = defineOperation({
  id: 'file-to-hex',
  toolId: 'file-inspector',
  input: 'file',
  output: 'text',
  options: toHexOptions,
  runFile: (file, options, context) => fileToHex(file, options, control(context)),
  run: (file, options, context) => fileToHex(asBlob(file), options, control(context)),
  runInPieces: (file, options, context, write) => fileToHexInPieces(asBlob(file as FileValue | Blob), options, write, control(context)),
  examples: [
    { description: 'The eight bytes of the PNG signature', input: { name: 'sig.bin', type: '', bytes: TINY_PNG.slice(0, 8) }, output: '89504e470d0a1a0a' },
    { description: 'Upper case, four bytes a line', input: { name: 'sig.bin', type: '', bytes: TINY_PNG.slice(0, 10) }, options: { uppercase: true, bytesPerLine: 4 }, output: '89504E47\n0D0A1A0A\n0000' },
  ],
});

/** The bytes of a hexadecimal text (whitespace ignored; a stray character or a lone digit refused with its place). */
export const hexToFile = defineOperation({
  id: 'hex-to-file',
  toolId: 'file-inspector',
  input: 'text',
  output: 'bytes',
  options: z.object({}),
  run: (text) => hexToBytes(text),
  examples: [
    { description: 'The PNG signature, spaced and on two lines', input: '89 50 4e 47\n0D 0A 1A 0A', output: TINY_PNG.slice(0, 8) },
  ],
});

export default [fileInspector, fileInspectorHex, fileToHexOperation, hexToFile];
