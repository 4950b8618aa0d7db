import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./image-resizer.service');

/** 4 × 4 pixels: red, green, blue and white squares of 2 × 2. */
const SQUARES_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAT0lEQVR4AQFEALv/AOYoKP/mKCj/KMg8/yjIPP8A5igo/+YoKP8oyDz/KMg8/wAeWtz/Hlrc//r6+v/6+vr/AB5a3P8eWtz/+vr6//r6+v8CHyqB57RD3gAAAABJRU5ErkJggg==';

export const RESIZE_FITS = ['fit', 'fill', 'stretch'] as const;
export const RESIZE_FORMATS = ['same', 'png', 'jpeg', 'webp', 'avif'] as const;

/** An image → the same image at a new size (px or %), never enlarged unless asked. */
export const imageResizer = defineOperation({
  id: 'image-resizer',
  toolId: 'image-resizer',
  input: 'file',
  output: 'file',
  options: z.object({
    width: z._default(z.number().check(z.minimum(0), z.maximum(100_000)), 0),
    height: z._default(z.number().check(z.minimum(0), z.maximum(100_000)), 0),
    unit: z._default(z.enum(['px', 'percent']), 'px'),
    fit: z._default(z.enum(RESIZE_FITS), 'fit'),
    upscale: z._default(z.boolean(), false),
    format: z._default(z.enum(RESIZE_FORMATS), 'same'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 85),
  }),
  run: async (file, options, context) => (await service()).resizeImage(file, options, context),
  examples: [
    {
      description: 'A 4 × 4 PNG at 50 %: 2 × 2 (Lanczos-3: the four colours blend at the edges), as PNG',
      input: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes(SQUARES_PNG) },
      options: { width: 50, unit: 'percent' },
      output: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAHUlEQVR4AQESAO3/AMw3Nv9DwEj/ADpi0f/d6+r/UwYKoGv9RCsAAAAASUVORK5CYII=') },
    },
  ],
});

export default [imageResizer];
