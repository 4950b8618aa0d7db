import type { DetectDeclarations } from '../../engine/detect';

/** An audio file dropped anywhere can be converted to another format here. */
export default {
  'audio-converter': { file: { types: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/flac', 'audio/wav', 'audio/ogg'], confidence: 0.6, reason: { key: 'audio' } } },
} satisfies DetectDeclarations;
