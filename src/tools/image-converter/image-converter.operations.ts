import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { OUTPUT_FORMATS } from '../../engine/image/formats';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./image-converter.service');

/** 4 × 4 pixels: red, green, blue and white squares of 2 × 2. */
const SQUARES_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAT0lEQVR4AQFEALv/AOYoKP/mKCj/KMg8/yjIPP8A5igo/+YoKP8oyDz/KMg8/wAeWtz/Hlrc//r6+v/6+vr/AB5a3P8eWtz/+vr6//r6+v8CHyqB57RD3gAAAABJRU5ErkJggg==';

/** One image in any format read here → PNG, JPEG, WebP or AVIF. */
export const imageConverter = defineOperation({
  id: 'image-converter',
  toolId: 'image-converter',
  input: 'file',
  output: 'file',
  options: z.object({
    format: z._default(z.enum(OUTPUT_FORMATS), 'webp'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 80),
    background: z._default(z.string().check(z.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)), '#ffffff'),
    keepMetadata: z._default(z.boolean(), false),
  }),
  run: async (file, options, context) => (await service()).convertImage(file, options, context),
  examples: [
    {
      description: 'A 4 × 4 PNG of four colour squares → WebP at quality 80 (libwebp 1.x as bundled)',
      input: { name: 'squares.png', type: 'image/png', bytes: base64ToBytes(SQUARES_PNG) },
      options: { format: 'webp', quality: 80 },
      output: {
        name: 'squares.webp',
        type: 'image/webp',
        bytes: base64ToBytes('UklGRmwAAABXRUJQVlA4IGAAAAAwAgCdASoEAAQAAUAmJagCdEuATqqDYAFkEAD+C/qs9P/rX/+Vfwy+2TDf06h+I+3/4q2vHcPmDtHrzXth1jfxO/QP/kVDf/D5X/bO68RI5xv0b/K8Bbs3TuW/P38AAAA='),
      },
    },
  ],
});

export default [imageConverter];
