import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./heic-converter.service');

export const HEIC_OUTPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;

/**
 * A 16 × 16 HEIC of four 8 × 8 squares (red, green, blue, white), made by this tool's test fixture
 * (heic-fixture.ts: HEVC with PCM coding units, BT.601 full range).
 */
const SQUARES_HEIC =
  'AAAAGGZ0eXBoZWljAAAAAG1pZjFoZWljAAABL21ldGEAAAAAAAAAIWhkbHIAAAAAAAAAAHBpY3QAAAAAAAAAAAAAAAAAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABTwAAAYsAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABodmMxAAAAALNpcHJwAAAAlWlwY28AAABmaHZjQwEBYAAAAJAAAAAAAB7wAPz9+PgAAA8DoAABABdAAQwB//8BYAAAAwCQAAADAAADAB7wJKEAAQAaQgEBAWAAAAMAkAAAAwAAAwAeoIhF/W8XdcGiAAEAB0QBwHGApIAAAAAUaXNwZQAAAAAAAAAQAAAAEAAAABNjb2xybmNseAABAA0ABoAAAAAWaXBtYQAAAAAAAAABAAEDgQIDAAABk21kYXQAAAGHJgGvhoBhYWFhYWFhYYiIiIiIiIiIYWFhYWFhYWGIiIiIiIiIiGFhYWFhYWFhiIiIiIiIiIhhYWFhYWFhYYiIiIiIiIiIYWFhYWFhYWGIiIiIiIiIiGFhYWFhYWFhiIiIiIiIiIhhYWFhYWFhYYiIiIiIiIiIYWFhYWFhYWGIiIiIiIiIiFdXV1dXV1dX+vr6+vr6+vpXV1dXV1dXV/r6+vr6+vr6V1dXV1dXV1f6+vr6+vr6+ldXV1dXV1dX+vr6+vr6+vpXV1dXV1dXV/r6+vr6+vr6V1dXV1dXV1f6+vr6+vr6+ldXV1dXV1dX+vr6+vr6+vpXV1dXV1dXV/r6+vr6+vr6YGBgYFVVVVVgYGBgVVVVVWBgYGBVVVVVYGBgYFVVVVXLy8vLgICAgMvLy8uAgICAy8vLy4CAgIDLy8vLgICAgN/f3987Ozs739/f3zs7Ozvf39/fOzs7O9/f3987Ozs7V1dXV4CAgIBXV1dXgICAgFdXV1eAgICAV1dXV4CAgID+gA==';

/** HEIC/HEIF photos → JPEG, PNG or WebP (libheif, loaded as a separate module). */
export const heicConverter = defineOperation({
  id: 'heic-converter',
  toolId: 'heic-converter',
  input: 'file',
  output: 'file',
  options: z.object({
    format: z._default(z.enum(HEIC_OUTPUT_FORMATS), 'jpeg'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 85),
    keepMetadata: z._default(z.boolean(), false),
  }),
  run: async (file, options, context) => (await service()).convertHeic(file, options, context),
  examples: [
    {
      description: 'A 16 × 16 HEIC of four colour squares → PNG (libheif with libde265, then the PNG encoder, as bundled)',
      input: { name: 'squares.heic', type: 'image/heic', bytes: base64ToBytes(SQUARES_HEIC) },
      options: { format: 'png' },
      output: {
        name: 'squares.png',
        type: 'image/png',
        bytes: base64ToBytes(
          'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAABdElEQVR4Ae3gAZAkSZIkSRKLqpm7R0REZmZmVlVVVVV3d3d3d/fMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMdHd3d3dXV1VVVVVmZkZGRIS7m5kKz0xmV3d1d3dPz8zMzMxMou569KPNC/E6332aFwLd9ehHmxfidb77NC8EuuvRjzYvxOt892leCHTXox9tXojX+e7TvBDorkc/2rwQr/Pdp3kh0F2PfrR5IV7nu0/zQqC7Hv1o80K8znef5oVAdz360eaFeJ3vPs0LgW55t6eYF+Ip33ULLwS65d2eYl6Ip3zXLbwQ6JZ3e4p5IZ7yXbfwQqBb3u0p5oV4ynfdwguBbnm3p5gX4infdQsvBLrl3Z5iXoinfNctvBDolnd7inkhnvJdt/BCoFve7SnmhXjKd93CC8E/Ak37OMm0Ipr9AAAAAElFTkSuQmCC',
        ),
      },
    },
  ],
});

export default [heicConverter];
