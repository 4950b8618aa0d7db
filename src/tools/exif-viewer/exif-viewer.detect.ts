import type { DetectDeclarations } from '../../engine/detect';

/** A photo or image dropped anywhere: its metadata (camera, date, place) is shown here. */
export default {
  'exif-viewer': { file: { types: ['image/jpeg', 'image/heic', 'image/heif', 'image/tiff', 'image/png', 'image/webp', 'image/avif'], confidence: 0.65, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
