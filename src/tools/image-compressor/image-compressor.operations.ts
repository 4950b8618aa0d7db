import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./image-compressor.service');

/** 4 × 4 pixels: red, green, blue and white squares of 2 × 2, written by a plain PNG encoder. */
const SQUARES_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAT0lEQVR4AQFEALv/AOYoKP/mKCj/KMg8/yjIPP8A5igo/+YoKP8oyDz/KMg8/wAeWtz/Hlrc//r6+v/6+vr/AB5a3P8eWtz/+vr6//r6+v8CHyqB57RD3gAAAABJRU5ErkJggg==';

/** An image → a smaller one: a quality, or "at most N KB" (the quality searched so that it fits). PNG losslessly. */
export const imageCompressor = defineOperation({
  id: 'image-compressor',
  toolId: 'image-compressor',
  input: 'file',
  output: 'file',
  options: z.object({
    mode: z._default(z.enum(['quality', 'size']), 'quality'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 75),
    maxSizeKb: z._default(z.number().check(z.minimum(1), z.maximum(1_000_000)), 400),
    format: z._default(z.enum(['same', 'jpeg', 'webp', 'png']), 'same'),
  }),
  run: async (file, options, context) => (await service()).compressImage(file, options, context),
  examples: [
    {
      description: 'A PNG optimised without loss (OxiPNG level 3): 152 → 87 bytes, the same pixels',
      input: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes(SQUARES_PNG) },
      output: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAHklEQVR42mN4pqEBRBonbICIAYUjF3UHiH6BAQoHAD5iGpEjlEs6AAAAAElFTkSuQmCC') },
    },
  ],
});

export default [imageCompressor];
