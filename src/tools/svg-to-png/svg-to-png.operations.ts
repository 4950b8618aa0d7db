import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./svg-to-png.service');

export const SVG_OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const;
/** `transparent`, or a hex colour. */
export const BACKGROUND_PATTERN = /^(transparent|#([0-9a-f]{3}|[0-9a-f]{6}))$/i;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A 4 × 4 drawing: a red 2 × 2 square in the top-left corner, the rest transparent. */
const CORNER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="2" height="2" fill="#ff0000"/></svg>';

/** An SVG (a file, or markup given as text) → PNG, JPEG or WebP at a scale or a width, over a background. */
export const svgToPng = defineOperation({
  id: 'svg-to-png',
  toolId: 'svg-to-png',
  input: 'file',
  output: 'file',
  options: z.object({
    format: z._default(z.enum(SVG_OUTPUT_FORMATS), 'png'),
    scale: z._default(z.number().check(z.minimum(0.1), z.maximum(16)), 1),
    width: z._default(z.int().check(z.minimum(0), z.maximum(16_384)), 0),
    background: z._default(z.string().check(z.regex(BACKGROUND_PATTERN)), 'transparent'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 90),
  }),
  run: async (file, options, context) => (await service()).renderSvg(file, options, context),
  examples: [
    {
      description: 'A 4 × 4 SVG with a red square in one corner, at scale 2: an 8 × 8 PNG, transparent around the square (resvg and the PNG encoder as bundled)',
      input: { name: 'corner.svg', type: 'image/svg+xml', bytes: utf8(CORNER_SVG) },
      options: { scale: 2 },
      output: { name: 'corner.png', type: 'image/png', bytes: base64ToBytes(
        'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAxklEQVR4Ae3gAZAkSZIkSRKLqpm7R0REZmZmVlVVVVV3d3d3d/fMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMdHd3d3dXV1VVVVVmZkZGRIS7m5kKz0xmV3d1d3dPz8zMzMxMogzmAQTi2ZDBPIBAPBsymAcQiGdDBvMAAvFsiBcO8cIhXjjEC8c/AqWGCAkW/0xIAAAAAElFTkSuQmCC',
      ) },
    },
  ],
});

export default [svgToPng];
