import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { QR_EXAMPLE_PNG_BASE64 } from './qr-code-reader.example';

/** ZXing and the image codecs load with the first run (in the worker or the command line), not with the screen. */
const service = () => import('./qr-code-reader.service');

/** Which symbologies to look for: all of them, the 2D ones, the 1D ones, or QR codes only (the fastest). */
export const CODE_FAMILIES = ['all', 'matrix', 'linear', 'qr'] as const;
export type CodeFamily = (typeof CODE_FAMILIES)[number];

const options = z.object({ formats: z._default(z.enum(CODE_FAMILIES), 'all') });

const examplePng = () => ({ name: 'qr.png', type: 'image/png', bytes: base64ToBytes(QR_EXAMPLE_PNG_BASE64) });

/**
 * An image → the text of each code in it, one a line: what a terminal user wants from
 * `it-tools qr-code-reader -i shot.png` (the text alone, to read, copy or pipe on).
 */
export const qrCodeReader = defineOperation({
  id: 'qr-code-reader',
  toolId: 'qr-code-reader',
  input: 'file',
  output: 'text',
  options,
  run: async (file, { formats }, context) => (await service()).readTexts(file, { formats }, context),
  examples: [{ description: 'A QR code made by the QR code generator (version 2, level M, 4 px a module), as PNG', input: examplePng(), output: 'https://it-tools.tech' }],
});

/**
 * An image → every code with its symbology, text, corners and, for a Wi-Fi network, an otpauth
 * account, a contact or a URL, its fields (the page's results and a batch's JSON).
 */
export const qrCodeReaderDetails = defineOperation({
  id: 'qr-code-reader-details',
  toolId: 'qr-code-reader',
  input: 'file',
  output: 'data',
  options,
  run: async (file, { formats }, context) => (await service()).readCodes(file, { formats }, context),
  examples: [
    {
      description: 'The same QR code: a URL, at its place in the 132 × 132 px image',
      input: examplePng(),
      output: [
        {
          format: 'QR Code',
          text: 'https://it-tools.tech',
          position: { topLeft: { x: 16, y: 16 }, topRight: { x: 116, y: 16 }, bottomRight: { x: 116, y: 116 }, bottomLeft: { x: 16, y: 116 } },
          kind: 'url',
          fields: { url: 'https://it-tools.tech', host: 'it-tools.tech' },
        },
      ],
    },
  ],
});

export default [qrCodeReader, qrCodeReaderDetails];
