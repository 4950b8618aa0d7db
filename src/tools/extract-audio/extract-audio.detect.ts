import type { DetectDeclarations } from '../../engine/detect';

/** A video dropped anywhere: its sound can be taken out here as an audio file. */
export default {
  'extract-audio': { file: { types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/3gpp'], confidence: 0.5, reason: { key: 'video' } } },
} satisfies DetectDeclarations;
