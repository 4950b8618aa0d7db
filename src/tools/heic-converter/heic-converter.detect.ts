import type { DetectDeclarations } from '../../engine/detect';

/** HEIC and HEIF photos (an iPhone's default format). */
export default {
  'heic-converter': { file: { types: ['image/heic', 'image/heif'], confidence: 0.9, reason: { key: 'heic' } } },
} satisfies DetectDeclarations;
