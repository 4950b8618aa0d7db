import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./image-crop-rotate.service');

/** 4 × 4 pixels: red, green, blue and white squares of 2 × 2. */
const SQUARES_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAT0lEQVR4AQFEALv/AOYoKP/mKCj/KMg8/yjIPP8A5igo/+YoKP8oyDz/KMg8/wAeWtz/Hlrc//r6+v/6+vr/AB5a3P8eWtz/+vr6//r6+v8CHyqB57RD3gAAAABJRU5ErkJggg==';

export const CROP_ROTATE_FORMATS = ['same', 'png', 'jpeg', 'webp', 'avif'] as const;
export const TURNS = [0, 90, 180, 270] as const;

const pixels = z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0);

/**
 * An image turned upright (EXIF orientation), rotated by quarter turns clockwise, mirrored, then
 * cropped to a rectangle given in pixels of the image as it then looks; re-encoded.
 */
export const imageCropRotate = defineOperation({
  id: 'image-crop-rotate',
  toolId: 'image-crop-rotate',
  input: 'file',
  output: 'file',
  options: z.object({
    x: pixels,
    y: pixels,
    width: pixels,
    height: pixels,
    rotate: z._default(z.literal(TURNS), 0),
    flipHorizontal: z._default(z.boolean(), false),
    flipVertical: z._default(z.boolean(), false),
    orientation: z._default(z.enum(['apply', 'ignore']), 'apply'),
    format: z._default(z.enum(CROP_ROTATE_FORMATS), 'same'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 90),
  }),
  run: async (file, options, context) => (await service()).cropRotateImage(file, options, context),
  examples: [
    {
      description: 'A 4 × 4 PNG of four colour squares turned 90° clockwise, then its top half kept (4 × 2: blue, red), as PNG',
      input: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes(SQUARES_PNG) },
      options: { rotate: 90, x: 0, y: 0, width: 4, height: 2 },
      output: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAALUlEQVR4AQEiAN3/AB5a3P8eWtz/5igo/+YoKP8AHlrc/x5a3P/mKCj/5igo/y9REiE6T/vOAAAAAElFTkSuQmCC') },
    },
  ],
});

export default [imageCropRotate];
