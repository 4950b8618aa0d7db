import type { DetectDeclarations } from '../../engine/detect';

/** Any file has checksums: a modest confidence, under the tools made for its kind. */
export default {
  'file-hasher': { file: { types: ['*'], confidence: 0.55, reason: { key: 'anyFile' } } },
} satisfies DetectDeclarations;
