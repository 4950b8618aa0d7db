import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { squaresPdf } from './pdf-to-images.example';

/** PDFium and the image encoders load with the first run (in a worker or the command line), never with the screen. */
const service = () => import('./pdf-to-images.service');

export const PAGE_IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;

/** A PDF → its pages (all, or a selection) as PNG, JPEG or WebP images at a chosen DPI. */
export const pdfToImages = defineOperation({
  id: 'pdf-to-images',
  toolId: 'pdf-to-images',
  input: 'file',
  output: 'files',
  options: z.object({
    format: z._default(z.enum(PAGE_IMAGE_FORMATS), 'png'),
    dpi: z._default(z.int().check(z.minimum(72), z.maximum(600)), 150),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 85),
    pages: z._default(z.string().check(z.maxLength(1000)), ''),
    password: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  run: async (file, options, context) => (await service()).pdfToImages(file, options, context),
  examples: [
    {
      description: 'Page 2 of a two-page 16 × 8 pt PDF (a black square in the middle) at 72 dpi → a 16 × 8 PNG (PDFium and the PNG encoder as bundled)',
      input: { name: 'squares.pdf', type: 'application/pdf', bytes: squaresPdf() },
      options: { dpi: 72, pages: '2' },
      output: [
        {
          name: 'squares-2.png',
          type: 'image/png',
          bytes: base64ToBytes(
            'iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAYAAADwdn+XAAAA8ElEQVR4Ae3gAZAkSZIkSRKLqpm7R0REZmZmVlVVVVV3d3d3d/fMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMdHd3d3dXV1VVVVVmZkZGRIS7m5kKz0xmV3d1d3dPz8zMzMxMomybB5DEC2ObB0C2zQNI4oWxzQMg2+YBJPHC2OYBkG3zAJJ4YWzzAMi2eQBJvDC2eQBk2zyAJF4Y2zwAsm0eQBIvjG0eANk2DyCJF8Y2D8A/AulSN+lfsFp8AAAAAElFTkSuQmCC',
          ),
        },
      ],
    },
  ],
});

export default [pdfToImages];
