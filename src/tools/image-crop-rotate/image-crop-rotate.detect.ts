import type { DetectDeclarations } from '../../engine/detect';

/** Any image read here can be cropped, turned or mirrored. */
export default {
  'image-crop-rotate': { file: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/bmp', 'image/x-icon', 'image/svg+xml', 'image/heic', 'image/heif'], confidence: 0.6, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
