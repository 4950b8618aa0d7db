import type { DetectDeclarations } from '../../engine/detect';

/**
 * An image dropped or pasted anywhere (a screenshot of a QR code, a photo of a barcode): its codes
 * are read here. Any image may hold one, and reading a QR code from a screenshot is a daily need:
 * it ranks among the image tools, below the converter and the compressor.
 */
export default {
  'qr-code-reader': {
    file: {
      types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif', 'image/heic', 'image/heif', 'image/svg+xml', 'image/x-icon'],
      confidence: 0.64,
      reason: { key: 'imageFile' },
    },
  },
} satisfies DetectDeclarations;
