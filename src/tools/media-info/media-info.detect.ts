import type { DetectDeclarations } from '../../engine/detect';

/**
 * Every audio or video file the container reader knows (by its first bytes): its report is always
 * worth a look, above the tools that do one thing with media. (MPEG-TS has no signature in the
 * table, so a .ts file is not offered here from "Drop anything"; the page reads it.)
 */
export default {
  'media-info': {
    file: {
      types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/3gpp', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/flac', 'audio/aac'],
      confidence: 0.85,
      reason: { key: 'mediaFile' },
    },
  },
} satisfies DetectDeclarations;
