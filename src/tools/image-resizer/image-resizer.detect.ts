import type { DetectDeclarations } from '../../engine/detect';

/** Any image read here can be resized. */
export default {
  'image-resizer': { file: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/bmp', 'image/x-icon', 'image/svg+xml', 'image/heic', 'image/heif'], confidence: 0.65, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
