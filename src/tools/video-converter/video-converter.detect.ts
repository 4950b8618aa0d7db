import type { DetectDeclarations } from '../../engine/detect';

/** A video dropped anywhere: convert it to MP4 or WebM, smaller, turned, cropped or without sound. */
export default {
  'video-converter': { file: { types: ['video/*'], confidence: 0.5, reason: { key: 'video' } } },
} satisfies DetectDeclarations;
