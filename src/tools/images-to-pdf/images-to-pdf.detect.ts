import type { DetectDeclarations } from '../../engine/detect';

/** JPEG, PNG and WebP images can be put into a PDF (below the image converter, made for images). */
export default {
  'images-to-pdf': { file: { types: ['image/jpeg', 'image/png', 'image/webp'], confidence: 0.5, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
