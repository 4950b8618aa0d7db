import type { DetectDeclarations } from '../../engine/detect';

/** A video dropped anywhere can become a GIF; images can too, as frames (below the image tools). */
export default {
  'video-to-gif': { file: { types: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'], confidence: 0.6, reason: { key: 'video' } } },
  'images-to-gif': { file: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/bmp'], confidence: 0.3, reason: { key: 'images' } } },
} satisfies DetectDeclarations;
