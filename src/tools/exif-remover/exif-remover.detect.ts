import type { DetectDeclarations } from '../../engine/detect';

/** A JPEG, PNG or WebP dropped anywhere: its metadata (GPS, camera, dates) can be removed here before it is shared. */
export default {
  'exif-remover': { file: { types: ['image/jpeg', 'image/png', 'image/webp'], confidence: 0.6, reason: { key: 'image' } } },
} satisfies DetectDeclarations;
