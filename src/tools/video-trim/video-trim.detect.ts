import type { DetectDeclarations } from '../../engine/detect';

/** A video dropped anywhere: cut a part out of it, losslessly at keyframes. */
export default {
  'video-trim': {
    file: { types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/mp2t'], confidence: 0.5, reason: { key: 'video' } },
  },
} satisfies DetectDeclarations;
