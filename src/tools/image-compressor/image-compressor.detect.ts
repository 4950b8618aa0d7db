import type { DetectDeclarations } from '../../engine/detect';

/** Photos and PNGs are what people compress. */
export default {
  'image-compressor': { file: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/bmp', 'image/gif'], confidence: 0.68, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
