import type { DetectDeclarations } from '../../engine/detect';

/**
 * An image dropped or pasted anywhere (a screenshot, a scan, a photo of a page): its text can be
 * read here. Any image may hold text, so the confidence stays below the tools made for images.
 */
export default {
  'ocr-image': {
    file: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif', 'image/heic', 'image/heif', 'image/svg+xml', 'image/x-icon'], confidence: 0.55, reason: { key: 'imageFile' } },
  },
} satisfies DetectDeclarations;
